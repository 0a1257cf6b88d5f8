export interface ToolingApp {
  name: string;
  dir: string;
  port: number;
}
export interface RemoteToolingApp extends ToolingApp {
  entryPath: string;
}
export declare const SHELL_APP: ToolingApp;
export declare const REMOTE_APPS: RemoteToolingApp[];
export declare const ALL_APPS: ToolingApp[];
