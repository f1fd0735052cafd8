/**
 * The part of Node's global WebAssembly that the embedded database uses (the backend compiles with
 * ES2023's libs, which leave WebAssembly to the DOM's).
 */
declare namespace WebAssembly {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Module {}
  function compile(bytes: Uint8Array): Promise<Module>;
}
