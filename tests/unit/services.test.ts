import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { serviceImages } from '../../app/images/page-images'
import { serviceCopy } from '../../app/services/service-copy.server'
import { type ServiceKey, serviceConfig } from '../../app/services/services'

const hasImage = (name: string) =>
  existsSync(`app/images/illustrations/${name}.svg`) ||
  ['jpg', 'jpeg', 'png', 'webp'].some((ext) => existsSync(`app/images/photos/${name}.${ext}`))

describe('service landing pages', () => {
  for (const service of Object.keys(serviceConfig) as ServiceKey[]) {
    it(`${service}: full copy in every language and a picture for every slot`, () => {
      for (const locale of ['es', 'en', 'fr', 'de', 'ru'] as const) {
        const copy = serviceCopy(service, locale)
        expect(copy.features.items).toHaveLength(5)
        expect(copy.advantages.items).toHaveLength(4)
        expect(copy.variant.points).toHaveLength(4)
        expect(copy.gallery.items).toHaveLength(6)
        for (const item of copy.gallery.items) expect(item.title && item.text && item.alt).toBeTruthy()
      }
      const images = serviceImages[service]
      expect(images.gallery).toHaveLength(6)
      for (const name of [images.hero, images.variant, ...images.gallery]) {
        expect(hasImage(name), `${name} exists`).toBe(true)
      }
    })
  }

  it('states the spec’s figures: kitchens in 3 to 4 weeks, the shower swap in 2 to 3 days', () => {
    expect(JSON.stringify(serviceCopy('kitchen', 'es'))).toMatch(/3 a 4[\s\u00a0]semanas/)
    // «2 a 3» or «2 o 3», with no-break spaces so the range never splits across lines.
    expect(serviceCopy('bathroom', 'es').variant.title).toMatch(/2[\s\u00a0][ao][\s\u00a0]3[\s\u00a0]días/)
    expect(JSON.stringify(serviceCopy('bathroom', 'es'))).toMatch(/3\.500 y 12\.000\s?€/)
  })
})
