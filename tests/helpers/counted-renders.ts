import type { RenderEntry } from '../../server/render/render-entry';
import { sourceRenderEntry } from './source-render-entry';

/** Pages rendered from source, each render counted: what a test of the page cache reads. */
export function countedRenders(): { renders: () => number; entry: () => Promise<RenderEntry> } {
  let renders = 0;
  return {
    renders: () => renders,
    entry: async () => {
      const entry = await sourceRenderEntry(process.cwd());
      return {
        ...entry,
        loadRender: async () => {
          const render = await entry.loadRender();
          return (request, input) => {
            renders += 1;
            return render(request, input);
          };
        },
      };
    },
  };
}
