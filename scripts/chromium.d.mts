export declare const QUIET_WINDOW_FEATURES: string[];
export declare function disableFeaturesFlag(launcherDefaults: string[]): string;
export declare const CHROMIUM_ARGS: string[];
export declare function launcherChromiumArgs(defaultFlags: string[]): string[];
export declare function chromiumPath(): string | undefined;
export declare function testChromiumPath(): string | undefined;
