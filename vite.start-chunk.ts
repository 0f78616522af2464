import type { Plugin } from "vite";

/**
 * The portal's start in one chunk (decision 044). Rolldown 1.3 keeps a module that the entry and a
 * lazily loaded chunk share inside the entry's chunk only when it can see that the entry loads
 * first; it does not follow a lazy chunk that is itself loaded by a lazy chunk (the screens, loaded
 * by the router's chunk), and then splits React, the session and its own runtime into several
 * small shared chunks on every page (rolldown/rolldown#10731). This plugin names the modules that
 * index.html loads before anything else, and not the tracking page or its service worker (their
 * shared modules keep their own chunk), so that they stay one chunk, as Rollup would make them.
 */
export function startChunk(entry: string, otherEntries: readonly string[]) {
  const startModules = new Set<string>();
  const sharedModules = new Set<string>();
  const plugin: Plugin = {
    name: "start-chunk",
    apply: "build",
    buildEnd() {
      const closure = (ids: readonly string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        ids.forEach(visit);
        return seen;
      };
      const entryIds = (name: string) => [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry && id.includes(name));
      const others = closure(otherEntries.flatMap(entryIds));
      startModules.clear();
      sharedModules.clear();
      for (const id of closure(entryIds(entry))) (others.has(id) ? sharedModules : startModules).add(id);
    },
  };
  const groups = [
    // First, or the start's group would take them in as its dependencies.
    { name: "shared", test: (id: string) => sharedModules.has(id), priority: 3 },
    { name: "start", test: (id: string) => startModules.has(id), priority: 2 },
    { name: "routes", test: /\/src\/app\/(router\.tsx|routes\/route-table\.ts)$/, priority: 1 },
  ];
  return { plugin, groups };
}
