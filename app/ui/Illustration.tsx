import { useEffect, useRef, useState } from 'react'
import type { SiteImage } from '../images/images'

/**
 * A site image (an illustration, or a photo as responsive AVIF/WebP/JPEG) with its intrinsic
 * size, so nothing shifts; lazy unless it is the page's largest paint; on a sand placeholder
 * until it has loaded. Visible without scripts.
 */
export function Illustration(props: {
  image: SiteImage
  alt: string
  priority?: boolean
  sizes?: string
  className?: string
}) {
  const img = useRef<HTMLImageElement>(null)
  const [loading, setLoading] = useState(false)
  const priority = Boolean(props.priority)
  useEffect(() => {
    const element = img.current
    // The page's largest paint never fades in: it shows the moment it arrives.
    if (!element || element.complete || priority) return
    setLoading(true)
    const done = () => setLoading(false)
    element.addEventListener('load', done, { once: true })
    element.addEventListener('error', done, { once: true })
    return () => {
      element.removeEventListener('load', done)
      element.removeEventListener('error', done)
    }
  }, [priority])

  const { image } = props
  const imgElement = (
    <img
      ref={img}
      src={image.kind === 'photo' ? image.picture.img.src : image.src}
      alt={props.alt}
      width={image.width}
      height={image.height}
      loading={props.priority ? 'eager' : 'lazy'}
      fetchPriority={props.priority ? 'high' : 'auto'}
      decoding={props.priority ? 'sync' : 'async'}
      className={`block h-auto w-full transition-opacity duration-300 ${loading ? 'opacity-0' : 'opacity-100'}`}
    />
  )
  return (
    <span className={`picture-frame block overflow-hidden bg-sand-200 ${props.className ?? ''}`}>
      {image.kind === 'photo' ? (
        <picture>
          {Object.entries(image.picture.sources).map(([format, srcSet]) => (
            <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={props.sizes} />
          ))}
          {imgElement}
        </picture>
      ) : (
        imgElement
      )}
    </span>
  )
}
