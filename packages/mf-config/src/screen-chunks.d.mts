import type { Compiler } from 'webpack';

export declare const SCREEN_CHUNKS_FILE: 'mp-screen-chunks.json';
export declare class ScreenChunksPlugin {
  apply(compiler: Compiler): void;
}
