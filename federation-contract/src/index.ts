// The federation contract, for the browser and Node alike: the area description and the registry
// document (types, parsing, look-ups) and the checks both the shell and the release command make.
// How an app's folder describes itself (Node only) is the `federation-contract/folders` entry.
export * from './access';
export * from './area';
export * from './check';
export * from './registry';
export * from './shared';
