// Signing in through the platform's real login form, as a person does, for the browser benches
// (lighthouse.mjs, main-thread.mjs): the email and password, and the second step when the account has one.
import { Buffer } from 'node:buffer'
import { createHmac } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

/** The current six-digit TOTP code of a base32 secret (RFC 6238: SHA-1, 30 s), as an authenticator app shows. */
function totpCode(secret) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  const bits = [...secret.replace(/=+$/, '').toUpperCase()]
    .map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0'))
    .join('')
  const key = Buffer.from(bits.match(/.{8}/g).map((b) => parseInt(b, 2)))
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)))
  const mac = createHmac('sha1', key).update(counter).digest()
  const offset = mac[mac.length - 1] & 0xf
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}

/** Waits for the first of `selectors` on the page; answers its index. */
async function firstOf(page, selectors, timeout = 30_000) {
  return Promise.any(
    selectors.map((s, i) => page.waitForSelector(s, { visible: true, timeout }).then(() => i)),
  )
}

/**
 * The account's first second step (a fresh demo's admin): sets the authenticator up from the key the page shows,
 * as a person with an app does, and keeps the key in `totpFile` for the next sign-ins.
 */
async function enrollSecondFactor(page, totpFile) {
  const key = (
    await page
      .locator('::-p-aria(Setup key)')
      .map((el) => el.textContent)
      .wait()
  ).trim()
  writeFileSync(totpFile, key)
  await page.locator('::-p-aria(Authentication code[role="textbox"])').fill(totpCode(key))
  await page.locator('::-p-aria(Verify and sign in[role="button"])').click()
  await page.locator('::-p-aria(I saved my recovery codes[role="button"])').click()
  return key
}

/** Signs in through the login form (and its second step when the account has one), as a person does. */
async function signIn(page, base, { email, password, totpSecret: given, totpFile }) {
  const totpSecret =
    given ?? (totpFile && existsSync(totpFile) ? readFileSync(totpFile, 'utf8').trim() : null)
  await page.goto(`${base}/login`, { waitUntil: 'networkidle0' })
  await page.locator('::-p-aria(Email[role="textbox"])').fill(email)
  await page.locator('::-p-aria(Password[role="textbox"])').fill(password)
  await page.locator('::-p-aria(Log in[role="button"])').click()
  const codeField = '::-p-aria(Authentication code[role="textbox"])'
  const signedIn = () => !new URL(page.url()).pathname.startsWith('/login')
  const next = await Promise.race([
    firstOf(page, [codeField]).then(() => 'code'),
    page
      .waitForFunction(() => !globalThis.location.pathname.startsWith('/login'), { timeout: 30_000 })
      .then(() => 'in'),
  ])
  if (next === 'code' && totpFile && !totpSecret && (await page.$('::-p-aria(Setup key)'))) {
    await enrollSecondFactor(page, totpFile)
    await page.waitForFunction(() => !globalThis.location.pathname.startsWith('/login'), { timeout: 30_000 })
  } else if (next === 'code') {
    if (!totpSecret) throw new Error(`${email} asks for a second step: give --totp-secret or --totp-file`)
    await page.locator(codeField).fill(totpCode(totpSecret))
    await page.locator('::-p-aria(Verify[role="button"])').click()
    await page.waitForFunction(() => !globalThis.location.pathname.startsWith('/login'), { timeout: 30_000 })
  }
  if (!signedIn()) throw new Error(`${email}: still on the login page`)
}

/**
 * A page of `browser` (a browser or one of its contexts) whose session is signed in as `account`. The sign-in runs
 * in a page of its own, closed before the measured page opens: puppeteer's helpers injected into the signing-in
 * page for its locators and waits ran again in the next load of that page, as `pptr:internal` tasks of up to
 * 106 ms counted in the screen's blocking time (docs/perf.md, stop 52).
 */
export async function signedInPage(browser, base, account) {
  const signing = await browser.newPage()
  await signIn(signing, base, account)
  // The screen the sign-in led to reads and refreshes its session: closing it mid-request could lose a rotated
  // refresh cookie.
  await signing.waitForNetworkIdle({ idleTime: 500 })
  await signing.close()
  return browser.newPage()
}
