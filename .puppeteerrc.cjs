// Puppeteer drives Debian's firefox-esr here; its own browser download cannot work offline.
module.exports = { skipDownload: true };
