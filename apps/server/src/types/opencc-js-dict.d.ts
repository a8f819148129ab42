/**
 * opencc-js ships types for its converters but not for its dictionary modules
 * (`opencc-js/dict/<name>`, reachable through the package's `./*` export): each default-exports one
 * dictionary as text, entries apart by `|`, source and replacement(s) apart by spaces.
 */
declare module 'opencc-js/dict/*' {
  const dictionary: string;
  export default dictionary;
}
