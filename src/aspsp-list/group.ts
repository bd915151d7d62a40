/**
 * ASPSPs of one ASPSPGroup (the regional banks of one network) are shown as one group
 * entry that opens onto its members; a bank alone in its group is shown as itself.
 */

export interface GroupInfo {
  readonly name: string;
  readonly logo: string;
}

export interface BankEntry<T> {
  readonly kind: 'bank';
  readonly bank: T;
}

export interface GroupEntry<T> {
  readonly kind: 'group';
  readonly name: string;
  /** The group's logo, as the first member gives it. */
  readonly logo: string;
  /** In the order given. */
  readonly members: readonly T[];
}

export type Entry<T> = BankEntry<T> | GroupEntry<T>;

/**
 * The entries for `banks`, in the order of each entry's first bank. Groups are told apart
 * by name; a group of one member is that member.
 */
export function groupBanks<T>(banks: readonly T[], groupOf: (bank: T) => GroupInfo | undefined): Entry<T>[] {
  const groups = new Map<string, { logo: string; members: T[] }>();
  for (const bank of banks) {
    const group = groupOf(bank);
    if (!group) continue;
    const known = groups.get(group.name);
    if (known) known.members.push(bank);
    else groups.set(group.name, { logo: group.logo, members: [bank] });
  }
  const entries: Entry<T>[] = [];
  const placed = new Set<string>();
  for (const bank of banks) {
    const name = groupOf(bank)?.name;
    const group = name === undefined ? undefined : groups.get(name);
    if (name === undefined || !group || group.members.length < 2) {
      entries.push({ kind: 'bank', bank });
    } else if (!placed.has(name)) {
      placed.add(name);
      entries.push({ kind: 'group', name, logo: group.logo, members: group.members });
    }
  }
  return entries;
}
