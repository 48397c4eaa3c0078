// The data export's email (issue 30), in the layout of every other email.
import { DATA_EXPORT_TTL_DAYS } from '@cosign/api'
import { hello, layout, type MailBrand, type RenderedMail } from './mail-templates.js'

/** The archive is ready: the link goes to Settings, where the signed-in user downloads it. */
export function dataExportReadyMail(brand: MailBrand, input: { firstName: string }): RenderedMail {
  return layout(brand, {
    subject: `Your ${brand.productName} data export is ready`,
    greeting: hello(input.firstName),
    paragraphs: [
      `The copy of your data you asked for is ready: one archive of JSON files with what every part of ${brand.productName} holds about you.`,
    ],
    action: { label: 'Download it in Settings', url: `${brand.origin}/settings#data-export` },
    after: [`You need to be signed in. The download works for ${DATA_EXPORT_TTL_DAYS} days, then the archive is deleted.`],
  })
}
