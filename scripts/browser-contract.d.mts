import type { Plugin } from 'vite';
export declare const CONTRACT_MODULE: RegExp;
export declare function browserContractSource(file: string, options?: { fresh?: boolean }): Promise<string>;
export declare function browserContractPlugin(): Plugin;
export declare function browserContractEsbuildPlugin(): import('esbuild').Plugin;
