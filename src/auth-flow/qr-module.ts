/** The ES build's QR loader: a dynamic import, so bundlers put the encoder in a chunk of its own. */
export async function importQrPath() {
  const module = await import('./qr-path.js');
  return module.qrPath;
}
