#!/usr/bin/env node
// The `2048kit` command under plain Node 20: registers tsx to load the TypeScript sources directly
// (the workspace packages export `src/*.ts`), then runs the CLI.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
