/**
 * The public key of the development build (manifest `key`). Chrome derives the extension id from
 * it, so an unpacked build has the same id everywhere: DEV_EXTENSION_ID in lib/contract/extension.ts,
 * which the server accepts by default. Only the public half exists; nothing is signed with it.
 * The Web Store package leaves it out (the store assigns its own id and key).
 */
export const DEV_EXTENSION_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAqajPnSJ2NKdXIkKoJ2+F5jaqcLx9L/8ivkUtcd/GoWqeWK5UPvtaHTZnpjIN28e9RPa4/AWWidoB1bOfXrhfK1O6XxAV9crjSkMGEtWjxafqU2V52a6vTiytjU5LyZXG0CNG5HdwHPjVi5G11+563EiEwdJH2V7X37xpsxkLZP2jvqQquhe9WTf/9ICMiKsYSio2Jjd/7Z+lQl1aLKRONnIixWC4TnueWbZYVdTE1G6xzIgznI0/iDbNil35ix6op70X40DRugmc9q5sbVs74LAiVxaGSkzVzeJq4wwcgj5D2yWp/rZEo3dWFvys3TJcgYDfbFxKv4PJQgSeeZB0SwIDAQAB';
