// The compiled sandbox reads its keys and the control panel's files next to its code, as the
// sources do: copy every file tsc does not emit into dist/, in the same place. The changelog
// is the repository's, shared by both packages: the tarball carries a copy of it.
import { copyFileSync, cpSync } from 'node:fs';

const source = new URL('../src/', import.meta.url);
const target = new URL('../dist/', import.meta.url);
cpSync(source, target, { recursive: true, filter: (path) => !path.endsWith('.ts') });
copyFileSync(new URL('../../CHANGELOG.md', import.meta.url), new URL('../CHANGELOG.md', import.meta.url));
