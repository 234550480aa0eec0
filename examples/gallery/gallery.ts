// The gallery: pick any built-in variant and play it. `?variant=hex` opens one directly.
import { builtinVariantIds, builtinVariant } from '@2048kit/core';
import '@2048kit/element';

const game = document.querySelector('game-2048')!;
const list = document.querySelector<HTMLElement>('#variants')!;
const description = document.querySelector<HTMLElement>('#description')!;
const keys = document.querySelector<HTMLElement>('#keys')!;

function kbd(...names: string[]): string {
  return names.map((n) => `<kbd>${n}</kbd>`).join(' ');
}

function sizeOf(id: string): string {
  const { shape } = builtinVariant(id).rules;
  return shape.type === 'hex' ? `hex r${shape.radius}` : `${shape.width}×${shape.height}`;
}

function select(id: string, focus: boolean): void {
  const { definition, rules } = builtinVariant(id);
  game.variant = id;
  description.textContent = definition.description;
  const move = rules.shape.type === 'hex'
    ? `${kbd('Q', 'W', 'E')} / ${kbd('A', 'S', 'D')} move in the six directions`
    : `${kbd('←', '↑', '→', '↓')}, ${kbd('W', 'A', 'S', 'D')} or ${kbd('H', 'J', 'K', 'L')} move`;
  keys.innerHTML = `${move}; ${kbd('R')} new game${rules.undoLimit > 0 ? `; ${kbd('U')} or ${kbd('Ctrl', 'Z')} undo` : ''}.`;
  for (const button of list.querySelectorAll('button')) button.setAttribute('aria-pressed', String(button.dataset.id === id));
  const url = new URL(location.href);
  url.searchParams.set('variant', id);
  history.replaceState(null, '', url);
  if (focus) game.updateComplete.then(() => game.shadowRoot?.querySelector<HTMLElement>('[part~="board"]')?.focus());
}

for (const id of builtinVariantIds) {
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.id = id;
  const name = document.createElement('span');
  name.textContent = builtinVariant(id).rules.name;
  const size = document.createElement('small');
  size.textContent = sizeOf(id);
  button.append(name, size);
  button.addEventListener('click', () => select(id, true));
  list.append(button);
}

const requested = new URLSearchParams(location.search).get('variant');
select(requested && builtinVariantIds.includes(requested) ? requested : 'classic', false);
