// Types for ports.mjs.
export declare function isPortFree(port: number): Promise<boolean>;
export declare function assertPortsFree(
  entries: ReadonlyArray<{ port: number; label: string }>,
): Promise<void>;
export declare function freePorts(count: number): Promise<number[]>;
