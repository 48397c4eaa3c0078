import { BIO_PREVIEW_LENGTH } from '@cosign/api'
import { locationKeys, normalizeSearchTerm, searchTextFor } from './location.js'
import { bioPreview } from './profile-dto.js'

describe('location and search normalisation', () => {
  it('location keys are case- and space-insensitive; the state is the part after the last comma', () => {
    expect(locationKeys('  San  Diego,   CA ')).toEqual({ locationKey: 'san diego, ca', stateKey: 'ca' })
    expect(locationKeys('Portland')).toEqual({ locationKey: 'portland', stateKey: '' })
  })

  it('search text and terms are lower-cased with single spaces', () => {
    expect(searchTextFor('Ana ', ' Lopez', 'Austin,  TX')).toBe('ana lopez austin, tx')
    expect(normalizeSearchTerm('  Ana   LOPEZ ')).toBe('ana lopez')
    expect(normalizeSearchTerm(undefined)).toBe('')
  })
})

describe('bio preview', () => {
  it('short bios are kept whole', () => {
    expect(bioPreview('  Hello   there ')).toBe('Hello there')
  })
  it('long bios are cut at a word boundary with an ellipsis, within the limit', () => {
    const preview = bioPreview('word '.repeat(100))
    expect(preview.length).toBeLessThanOrEqual(BIO_PREVIEW_LENGTH)
    expect(preview.endsWith('word…')).toBe(true)
  })
})
