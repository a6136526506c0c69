// The checks a release passes before it goes live: the build describes a valid area of a real
// remote, the origin serves it as users will get it, the deployed shell provides what it shares,
// and none of its prefixes is another remote's. Each refuses with a one-line Spanish reason.
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  descriptionProblems,
  type ManifestShared,
  parseRemote,
  prefixesOverlap,
  providedVersions,
  sharedProblems,
} from 'federation-contract';
import { type AppInfo, findApp, REMOTES } from './apps';
import {
  type Json,
  type RegistryDocument,
  type ReleaseConfig,
  readJson,
  refuse,
} from './release-origin';
import { DESCRIPTION_FILE, MANIFEST_FILE, manifestRelease } from './release-id';

const FETCH_TIMEOUT_MS = 10_000;

export function remoteApp(name: string): AppInfo {
  const app = findApp(name);
  if (!app || app.host) {
    return refuse(`${name} no es un remote (${REMOTES.map((r) => r.id).join(', ')})`);
  }
  return app;
}

/**
 * Every file of a build, by path ('static/js/x.js'): only regular files and folders, none hidden.
 * A symbolic link (whose target could be any file of the host, and could change after the
 * release), a dotfile ('.env') or anything else is refused: a release serves its own files only.
 */
export function buildFiles(dir: string, under = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(dir, under), { withFileTypes: true })) {
    const path = under ? `${under}/${entry.name}` : entry.name;
    if (entry.name.startsWith('.')) refuse(`${path} es un archivo oculto: un build no los publica`);
    const stats = lstatSync(join(dir, path));
    if (stats.isSymbolicLink()) {
      refuse(`${path} es un enlace simbólico: un build solo publica sus propios archivos`);
    }
    if (stats.isDirectory()) files.push(...buildFiles(dir, path));
    else if (stats.isFile()) files.push(path);
    else refuse(`${path} no es un archivo ni una carpeta`);
  }
  return files;
}

/** The build's remote.json, checked as the shell checks a registry entry, plus its own rules. */
export function checkedDescription(dist: string, entry: string): Json {
  const description = readJson<Json>(join(dist, DESCRIPTION_FILE));
  const candidate = { ...description, entry };
  try {
    parseRemote(candidate);
  } catch (error) {
    refuse(`su descripción (remote.json) no es válida: ${(error as Error).message}`);
  }
  const problems = descriptionProblems(parseRemote(candidate));
  if (problems.length) refuse(`su descripción (remote.json) no es válida: ${problems.join('; ')}`);
  return candidate;
}

async function fetchJson(url: string, what: string): Promise<Json> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    return refuse(`${what} no responde en ${url} (${cause})`);
  }
  if (!response.ok) refuse(`${what} no responde en ${url} (HTTP ${response.status})`);
  try {
    return (await response.json()) as Json;
  } catch {
    return refuse(`${what} en ${url} no es JSON válido`);
  }
}

/**
 * The release as users will get it: its manifest and remote.json answer at their URLs with this
 * release, and the deployed shell provides the shared versions it asks for.
 */
export async function checkServed(
  app: AppInfo,
  release: string,
  entry: string,
  config: ReleaseConfig,
): Promise<void> {
  const manifest = await fetchJson(entry, 'su manifiesto');
  if (manifest.name !== app.id || !Array.isArray(manifest.shared)) {
    refuse(`su manifiesto (${entry}) no es el de ${app.id}`);
  }
  if (manifestRelease(manifest) !== release) {
    refuse(`${entry} sirve la versión ${manifestRelease(manifest)}, no la ${release}`);
  }
  const descriptionUrl = new URL(DESCRIPTION_FILE, entry).href;
  const description = await fetchJson(descriptionUrl, 'su remote.json');
  if (description.release !== release) {
    refuse(`${descriptionUrl} sirve la versión ${String(description.release)}, no la ${release}`);
  }
  const shellManifest = `${config.shellUrl}${MANIFEST_FILE}`;
  const shell = await fetchJson(shellManifest, 'la shell desplegada');
  const problems = sharedProblems(
    manifest.shared as ManifestShared[],
    providedVersions((shell.shared ?? []) as ManifestShared[]),
  );
  if (problems.length) {
    refuse(`la shell desplegada no le sirve: ${problems.join('; ')}`);
  }
}

/** A prefix of this release that another remote already owns, or undefined. */
export function collision(name: string, entry: Json, doc: RegistryDocument): string | undefined {
  const mine = entry.prefixes as string[];
  for (const [other, remote] of Object.entries(doc.remotes)) {
    if (other === name || !Array.isArray(remote?.prefixes)) continue;
    for (const prefix of mine) {
      const taken = (remote.prefixes as string[]).find((theirs) => prefixesOverlap(prefix, theirs));
      if (taken) return `su prefijo ${prefix} choca con ${taken}, de ${other}: sus rutas chocarían`;
    }
  }
  return undefined;
}
