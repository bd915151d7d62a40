/**
 * What a method or a field is called on screen: its title, or the bank's name for it when the
 * title is blank, so that no button or input is left without an accessible name.
 */
export function shownTitle({ title, name }: { title: string; name: string }): string {
  return title.trim() || name;
}
