// The plugins a variant definition may name. The variant schema is composed from a registry, so a
// plugin registered in TypeScript is usable from JSON by name, with its own validation.
import { BUILTIN_PLUGINS } from '../builtins.ts';
import type { PluginFactory, PluginSlot } from '../plugin.ts';

export class PluginRegistry {
  private readonly factories = new Map<string, PluginFactory>();

  constructor(factories: readonly PluginFactory[] = []) {
    for (const f of factories) this.register(f);
  }

  /** Adds a plugin; its name must be new within its slot. Returns the registry for chaining. */
  register(factory: PluginFactory): this {
    const key = `${factory.slot}:${factory.name}`;
    if (this.factories.has(key)) throw new Error(`a ${factory.slot} plugin named "${factory.name}" is already registered`);
    this.factories.set(key, factory);
    return this;
  }

  get(slot: PluginSlot, name: string): PluginFactory | undefined {
    return this.factories.get(`${slot}:${name}`);
  }

  inSlot(slot: PluginSlot): PluginFactory[] {
    return [...this.factories.values()].filter((f) => f.slot === slot);
  }

  /** A copy with more plugins: the built-in registry stays as it is. */
  with(...factories: PluginFactory[]): PluginRegistry {
    return new PluginRegistry([...this.factories.values(), ...factories]);
  }
}

/** The built-in plugins. Use `builtinRegistry.with(myPlugin)` to add your own. */
export const builtinRegistry = new PluginRegistry(BUILTIN_PLUGINS);
