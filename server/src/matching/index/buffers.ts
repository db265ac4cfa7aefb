/**
 * Typed arrays the index is made of. Finished arrays live on SharedArrayBuffers, so the worker
 * threads read one copy of the index instead of each holding their own; growable ones collect
 * values while the index is built.
 */

export type SectionArray = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float32Array | Float64Array;

export const SECTION_TYPES = {
  u8: Uint8Array,
  u16: Uint16Array,
  u32: Uint32Array,
  i32: Int32Array,
  f32: Float32Array,
  f64: Float64Array,
} as const;
export type SectionType = keyof typeof SECTION_TYPES;

export function sectionTypeOf(array: SectionArray): SectionType {
  if (array instanceof Uint8Array) return 'u8';
  if (array instanceof Uint16Array) return 'u16';
  if (array instanceof Uint32Array) return 'u32';
  if (array instanceof Int32Array) return 'i32';
  if (array instanceof Float32Array) return 'f32';
  return 'f64';
}

type AnyArrayConstructor = new (buffer: ArrayBufferLike, byteOffset: number, length: number) => SectionArray;

/** A typed array of `Type` over (part of) a shared buffer. */
export function viewOf(
  Type: { BYTES_PER_ELEMENT: number },
  buffer: SharedArrayBuffer,
  length: number,
): SectionArray {
  return new (Type as unknown as AnyArrayConstructor)(buffer, 0, length);
}

/** A zero-filled array of `length` elements on a SharedArrayBuffer. */
export function sharedArray<T extends SectionType>(
  type: T,
  length: number,
): InstanceType<(typeof SECTION_TYPES)[T]> {
  const Type = SECTION_TYPES[type];
  const buffer = new SharedArrayBuffer(Math.max(1, length) * Type.BYTES_PER_ELEMENT);
  return viewOf(Type, buffer, length) as InstanceType<(typeof SECTION_TYPES)[T]>;
}

type GrowableType =
  Uint8ArrayConstructor | Uint16ArrayConstructor | Uint32ArrayConstructor | Float64ArrayConstructor;

/** An array that grows by doubling while the index is built. */
export class Growable<A extends Uint8Array | Uint16Array | Uint32Array | Float64Array> {
  #type: GrowableType;
  #data: A;
  length = 0;

  constructor(type: GrowableType, capacity = 1024) {
    this.#type = type;
    this.#data = new type(capacity) as A;
  }

  push(value: number): void {
    if (this.length === this.#data.length) this.#grow(this.length + 1);
    this.#data[this.length++] = value;
  }

  /** Appends many values (e.g. the bytes of a string). */
  append(values: ArrayLike<number>): void {
    if (this.length + values.length > this.#data.length) this.#grow(this.length + values.length);
    this.#data.set(values, this.length);
    this.length += values.length;
  }

  get(index: number): number {
    return this.#data[index]!;
  }

  set(index: number, value: number): void {
    this.#data[index] = value;
  }

  #grow(needed: number): void {
    let capacity = this.#data.length * 2;
    while (capacity < needed) capacity *= 2;
    const next = new this.#type(capacity) as A;
    next.set(this.#data);
    this.#data = next;
  }

  /** The values so far, copied onto a SharedArrayBuffer. */
  toShared(): A {
    const type = this.#type;
    const buffer = new SharedArrayBuffer(Math.max(1, this.length) * type.BYTES_PER_ELEMENT);
    const out = viewOf(type, buffer, this.length) as A;
    out.set(this.#data.subarray(0, this.length));
    return out;
  }

  /** Frees the buffer (the builder keeps only what it still needs). */
  clear(): void {
    this.#data = new this.#type(1) as A;
    this.length = 0;
  }
}

/** The smallest power of two that is at least n (and at least 2). */
export function nextPowerOfTwo(n: number): number {
  let size = 2;
  while (size < n) size *= 2;
  return size;
}
