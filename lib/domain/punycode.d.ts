/** The punycode package's CommonJS file, typed as the package (@types/punycode). */
declare module 'punycode/punycode.js' {
  import * as punycode from 'punycode';
  export default punycode;
}
