// Mounts playgrounds for a test file in fresh hosts and takes them down after each test.
import { afterEach } from 'vitest';
import { mountPlayground, type Playground, type PlaygroundOptions } from '../src/playground.ts';

const mounted: Playground[] = [];

afterEach(() => {
  for (const pg of mounted.splice(0)) {
    pg.destroy();
    pg.root.parentElement?.remove();
  }
});

export function mountInHost(options: PlaygroundOptions): Playground {
  const host = document.createElement('div');
  host.style.height = '800px';
  document.body.append(host);
  const pg = mountPlayground(host, options);
  mounted.push(pg);
  return pg;
}
