// Options for `cem analyze` (the custom-elements manifest). The public modules only; never rewrite
// package.json (its `customElements` field is set by hand and must not follow a temporary --outdir).
export default {
  globs: ['src/index.ts', 'src/game-2048.ts', 'src/events.ts'],
  litelement: true,
  packagejson: false,
};
