// heic-decode ships no types: it decodes the first image of a HEIC/HEIF file to RGBA pixels.
declare module 'heic-decode' {
  export default function decode(input: {
    buffer: Uint8Array | ArrayBuffer
  }): Promise<{ width: number; height: number; data: ArrayLike<number> }>
}
