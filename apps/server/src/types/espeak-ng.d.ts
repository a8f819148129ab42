/** The eSpeak NG command line compiled to WebAssembly (Emscripten, ES module factory). */
declare module 'espeak-ng' {
  interface ESpeakNgOptions {
    /** The command line's arguments; the program runs once when the module is created. */
    arguments: string[];
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  }
  interface ESpeakNgInstance {
    FS: { readFile(path: string): Uint8Array };
  }
  export default function ESpeakNg(options: ESpeakNgOptions): Promise<ESpeakNgInstance>;
}
