// `pnpm start`: the examples' dev server (../vite.config.ts: gallery, playground, other pages),
// opened on the playground, whose address is printed first. The gallery stays at the root.
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import examples from '../vite.config.ts';

const PATH = '/playground/';

function announcePlayground(): Plugin {
  return {
    name: '2048kit:announce-playground',
    configureServer(server) {
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        const local = server.resolvedUrls?.local[0];
        if (local) {
          const base = local.replace(/\/$/, '');
          server.config.logger.info(`\n  2048kit playground: ${base}${PATH}\n  gallery:            ${base}/\n`);
        }
        printUrls();
      };
    },
  };
}

/** A desktop session to open a browser in: not CI, not SSH, and on Linux a display. */
function canOpenBrowser(): boolean {
  const env = process.env;
  if (env.CI || env.SSH_CONNECTION) return false;
  if (process.platform === 'linux') return Boolean(env.DISPLAY || env.WAYLAND_DISPLAY);
  return true;
}

export default mergeConfig(
  examples,
  defineConfig({
    server: { open: canOpenBrowser() ? PATH : false },
    plugins: [announcePlayground()],
  }),
);
