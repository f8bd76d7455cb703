/**
 * Has anything on the stage changed since the last render? The stage draws a frame only then
 * (`PixiHost`, docs/STAGE.md, "Frames on demand"): a still table costs no frame at all, which
 * matters most with software WebGL, where each frame is rasterised on the CPU and read back for
 * the compositor, keeping the page busy while a room's message waits.
 *
 * Pixi 8 records every change in the render group it belongs to until the next render: a moved,
 * scaled, faded or hidden container in `childrenToUpdate` (by depth), a redrawn view (a Graphics'
 * new path, a Text's new string or style) in `childrenRenderablesToUpdate`, an added or removed
 * child as `structureDidChange`. The render clears all three. Written against Pixi 8.22's render
 * group fields; if they are renamed, `changed` answers true (every frame drawn, as Pixi does).
 */

/** The parts of Pixi 8.22's `RenderGroup` this reads (fields that are public in JS, not in its types). */
interface RenderGroupLike {
  structureDidChange?: boolean;
  childrenToUpdate?: Record<string, { index: number } | undefined>;
  childrenRenderablesToUpdate?: { index: number };
  renderGroupChildren?: RenderGroupLike[];
}

/**
 * True when the render group of `root` (the application's stage, a Container that is a render
 * group) or any render group under it holds a change not yet rendered; true as well when the
 * fields are not where Pixi 8.22 keeps them.
 */
export function sceneChanged(root: { renderGroup?: unknown }): boolean {
  const group = root.renderGroup as RenderGroupLike | undefined;
  return group ? groupChanged(group) : true;
}

function groupChanged(group: RenderGroupLike): boolean {
  if (group.childrenToUpdate === undefined || group.childrenRenderablesToUpdate === undefined) return true;
  if (group.structureDidChange || group.childrenRenderablesToUpdate.index > 0) return true;
  for (const depth in group.childrenToUpdate) if ((group.childrenToUpdate[depth]?.index ?? 0) > 0) return true;
  return (group.renderGroupChildren ?? []).some(groupChanged);
}
