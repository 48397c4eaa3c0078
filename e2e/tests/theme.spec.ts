// Issue 31: a theme switch shows the new theme at once. With reduced motion no transition may start: the old
// 0.01ms reset gave every element a transition of every property, so the page kept the old colours until the
// next animation frame ran them (axe once read light headings on the dark background, up to 257 ms after).
import { expect, test } from '@playwright/test'
import { axeViolations } from './axe.js'

const TEXT = 'h1, h2, h3, p, a, button, strong'

test('with reduced motion, the theme switch gives every element its new colours at once', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' })
  await page.goto('/')
  await expect(page.locator('#main-content h1').first()).toBeVisible()
  const colours = () => page.evaluate((selector) => [...document.querySelectorAll(selector)].map((e) => getComputedStyle(e).color), TEXT)
  const light = await colours()
  // The real switch: its change handler sets data-theme and color-scheme on <html> synchronously.
  await page.getByRole('combobox', { name: 'Theme' }).first().selectOption('dark')
  const atOnce = await colours()
  await page.waitForTimeout(600)
  const settled = await colours()
  expect(atOnce, 'colours right after the switch are the settled ones').toEqual(settled)
  expect(atOnce.filter((c, i) => c !== light[i]).length, 'the dark theme changed the text colours').toBeGreaterThan(10)
  expect(await page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition).length), 'no transition started').toBe(0)
  expect(await axeViolations(page, { rules: ['color-contrast'] })).toEqual([])
})
