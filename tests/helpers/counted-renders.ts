import type { RenderEntry } from '../../server/render/render-entry';
import type { RenderFunction } from '../../shared/render-contract';
import { sourceRenderEntry } from './source-render-entry';

/** What a test sees of a render before it runs: its arguments, and the render to call again. */
export type RenderWatch = (
  ...args: [...Parameters<RenderFunction>, render: RenderFunction]
) => void;

/**
 * Pages rendered from source, each render counted (what a test of the page cache reads) and
 * shown to `watch`, if given.
 */
export function countedRenders(watch?: RenderWatch): {
  renders: () => number;
  entry: () => Promise<RenderEntry>;
} {
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
            watch?.(request, input, render);
            return render(request, input);
          };
        },
      };
    },
  };
}
