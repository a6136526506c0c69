// The Module Federation runtime as the remote host uses it: registering a remote, loading its
// `./area`, and one runtime plugin that reports to the host what the runtime learns (the release a
// remote's manifest carries, its container starting) and refuses, before it starts, a remote that
// asks for shared versions the shell cannot give.
import {
  getInstance,
  loadRemote,
  type ModuleFederationRuntimePlugin,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { IncompatibleRemoteError, type ManifestShared, sharedProblems } from 'federation-contract';
import type { FederationRuntime, RuntimeEvents } from './host';
import { SHARED_LIBRARIES } from './sharedEntries';

/** The version of each shared library this page (the shell) provides. */
function hostVersions(): Record<string, string> {
  const instance = getInstance();
  const versions: Record<string, string> = {};
  for (const [name, candidates] of Object.entries(instance?.options.shared ?? {})) {
    const own = candidates.find((shared) => shared.from === instance?.options.name);
    if (own?.version) versions[name] = own.version;
  }
  return versions;
}

/** The runtime plugin: the host's eyes in the runtime. */
function hostPlugin(events: RuntimeEvents): ModuleFederationRuntimePlugin {
  return {
    name: 'backoffice-host',
    // Reads each remote's manifest as the runtime loads it: refuses a remote whose shared ranges
    // the shell's versions do not meet (before its container registers anything in the share
    // scope), and tells the host the release it carries.
    loadRemoteSnapshot(args) {
      const { manifestJson, moduleInfo } = args;
      if (manifestJson) {
        const problems = sharedProblems(manifestJson.shared as ManifestShared[], hostVersions());
        if (problems.length) throw new IncompatibleRemoteError(moduleInfo.name, problems);
        events.manifestRead(moduleInfo.name, manifestJson.metaData.buildInfo?.buildVersion);
      }
      return args;
    },
    beforeInitContainer(args) {
      events.containerStarted(args.remoteInfo.name);
      return args;
    },
    // A remote's entry script loads with CORS (its chunks do too: html.crossorigin), so an error
    // thrown in its code reaches the page's handlers with its message and stack, and its unhandled
    // rejections reach them at all (the browser mutes both for a script of another origin otherwise).
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      for (const [name, value] of Object.entries(attrs ?? {}))
        script.setAttribute(name, String(value));
      return script;
    },
  };
}

/** The page's Module Federation runtime, for one host (its plugin registered with the first remote). */
export function moduleFederation(events: RuntimeEvents): FederationRuntime {
  let plugged = false;
  return {
    register(name, entry, force) {
      if (!plugged) {
        registerPlugins([hostPlugin(events)]);
        plugged = true;
      }
      registerRemotes([{ name, entry }], { force });
    },
    // The shell's whole antd first: with `loaded-first` the remote then takes it rather than its
    // own copy (the shell's pages hold antd's modules one by one; a second antd would lose the
    // theme). With it, the styles of every antd component (the layout loads only its own).
    beforeRemotes: () => Promise.all([SHARED_LIBRARIES.antd(), import('antd-static-css/full.css')]),
    loadArea: async (name) => (await loadRemote<{ default: unknown }>(`${name}/area`))?.default,
  };
}
