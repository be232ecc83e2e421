// Checks the Next.js example after `next build examples/nextjs` (run by `npm run example:nextjs`):
// nothing of a session but the greeting's first name in the output a shared cache may keep (issue 37).
// /signed-in renders `ServerHeader` with a stand-in session's whole user object (first name, email,
// access token, user id) and Next prerenders it as static HTML; its HTML and its React Server
// Components payloads (.rsc, the segment files) and every client chunk are searched for each value
// of the session but the first name, which must be there (the page did render signed in).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const next = join(root, 'examples/nextjs/.next');
const session = JSON.parse(readFileSync(join(root, 'examples/nextjs/app/standInSession.json'), 'utf8'));

/** Every file under `dir` whose name `keep` accepts. */
function files(dir, keep) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

const page = join(next, 'server/app/signed-in.html');
if (!existsSync(page)) {
  console.error('check-next-per-user: /signed-in was not prerendered as static HTML (build the example first)');
  process.exit(1);
}
// The static output: prerendered HTML and RSC payloads, and the client chunks.
const output = [
  ...files(join(next, 'server/app'), (name) => /\.(html|rsc|body|meta|segment\.rsc)$/.test(name)),
  ...files(join(next, 'static'), (name) => name.endsWith('.js')),
];
const secrets = Object.entries(session.user).filter(([key]) => key !== 'firstName');
const failures = [];
const signedIn = files(join(next, 'server/app'), (name) => /^signed-in.*\.(html|rsc)$/.test(name));
if (!signedIn.some((file) => readFileSync(file, 'utf8').includes(`"firstName":"${session.user.firstName}"`))) {
  failures.push(
    `/signed-in's payload has no user with the first name ${session.user.firstName}: not rendered signed in?`,
  );
}
for (const file of output) {
  const text = readFileSync(file, 'utf8');
  for (const [key, value] of secrets) {
    if (text.includes(value)) failures.push(`${relative(root, file)} holds the session user's ${key}`);
  }
}
console.log(
  `Per-user data in the static output (/signed-in, ${output.length} files): ${failures.length ? 'FOUND' : `none (the session's ${secrets.map(([key]) => key).join(', ')} searched)`}`,
);
if (failures.length) {
  console.error(`check-next-per-user: ${failures.join('; ')}`);
  process.exit(1);
}
