/** Id of an activity's card, the target of the banners that point to it. */
export function activityAnchor(id: number): string {
  return `activity-${id}`;
}
