// The recogniser cut to the characters a receipt reader decodes (decision 045). PP-OCRv4's recogniser ends
// in MatMul(features, W[120 × 6625]) → Add(b[6625]) → Softmax over 6,625 classes: the CTC blank, the 6,623
// lines of its dictionary (mostly Chinese) and a space. The reader only ever picks among ~100 of them
// (src/lib/ocr/ctc.ts), so W and b are cut to those columns here, at build time, and the dictionary to
// those lines. Each kept class's score is computed exactly as before, so every step's arg-max (the text
// read) is the same; what changes is that its probability is shared among the kept classes only. The
// recogniser's download shrinks by 3.2 MB and its last layer by ~98%.
import { allowedClassIndexes, dictionaryClasses, isLatinReceiptChar } from '../../src/lib/ocr/ctc.ts'
import {
  type Field,
  joinBytes,
  lengthField,
  readFields,
  rewriteAt,
  rewriteFields,
  sameField,
  texts,
  varintField,
} from './protobuf-fields.ts'

// Field numbers of onnx.proto (https://github.com/onnx/onnx/blob/main/onnx/onnx.proto).
const MODEL = { graph: 7 }
const GRAPH = { node: 1, initializer: 5, output: 12 }
const NODE = { input: 1, output: 2, opType: 4, attribute: 5 }
const ATTRIBUTE = { name: 1, tensor: 5 }
const TENSOR = { dims: 1, dataType: 2, floatData: 4, rawData: 9 }
const VALUE_INFO = { type: 2 }
const TYPE = { tensor: 1 }
const TENSOR_TYPE = { shape: 2 }
const SHAPE = { dim: 1 }
const DIMENSION = { value: 1 }
const FLOAT = 1

interface GraphNode {
  field: Field
  opType: string
  inputs: string[]
  outputs: string[]
}

const bodyOf = (fields: Field[], no: number, what: string): Uint8Array => {
  const body = fields.find((f) => f.no === no)?.body
  if (!body) throw new Error(`recogniser cut: ${what} not found`)
  return body
}

/** The class indexes (0 = blank) a receipt reader keeps, for a dictionary file's text: the ones it decodes. */
export const receiptClassIndexes = (dictionaryText: string): number[] =>
  Array.from(allowedClassIndexes(dictionaryClasses(dictionaryText), isLatinReceiptChar))

/**
 * The dictionary file for the cut model: the kept characters in class order. The space, which the model
 * adds after the file's lines, stays last and is left out of the file as before.
 */
export function cutDictionary(dictionaryText: string, keep: readonly number[]): string {
  const classes = dictionaryClasses(dictionaryText)
  const space = classes.length // the space's class index: the blank is 0, the lines 1…n-1
  if (keep[0] !== 0 || keep.at(-1) !== space) throw new Error('recogniser cut: keep the blank first and the space last')
  return `${keep
    .slice(1, -1)
    .map((c) => classes[c - 1])
    .join('\n')}\n`
}

/** Keeps the columns `keep` of a row-major float32 matrix of `rows` rows. */
function keepColumns(raw: Uint8Array, rows: number, columns: number, keep: readonly number[]): Uint8Array {
  const from = new Float32Array(raw.slice().buffer)
  if (from.length !== rows * columns) throw new Error('recogniser cut: weights are not the size their dims say')
  const to = new Float32Array(rows * keep.length)
  for (let r = 0; r < rows; r++)
    for (let k = 0; k < keep.length; k++) to[r * keep.length + k] = from[r * columns + (keep[k] as number)] as number
  return new Uint8Array(to.buffer)
}

/** A Constant node whose float tensor's last dimension is `classes`, with that dimension cut to `keep`. */
function cutConstant(node: GraphNode, classes: number, keep: readonly number[]): Uint8Array {
  return rewriteFields(node.field.body as Uint8Array, (attr) => {
    if (attr.no !== NODE.attribute) return undefined
    const attrFields = readFields(attr.body as Uint8Array)
    if (texts(attrFields, ATTRIBUTE.name)[0] !== 'value') return undefined
    const tensor = readFields(bodyOf(attrFields, ATTRIBUTE.tensor, 'constant tensor'))
    const dims = tensor.filter((f) => f.no === TENSOR.dims).map((f) => f.varint as number)
    const dataType = tensor.find((f) => f.no === TENSOR.dataType)?.varint
    if (dims.at(-1) !== classes || dataType !== FLOAT || tensor.some((f) => f.no === TENSOR.floatData))
      throw new Error(`recogniser cut: ${node.outputs[0]} is not a raw float tensor of ${classes} classes`)
    const rows = dims.slice(0, -1).reduce((n, d) => n * d, 1)
    const raw = keepColumns(bodyOf(tensor, TENSOR.rawData, 'raw weights'), rows, classes, keep)
    const newDims = [...dims.slice(0, -1), keep.length].map((d) => varintField(TENSOR.dims, d))
    const newTensor = joinBytes([
      ...newDims,
      ...tensor
        .filter((f) => f.no !== TENSOR.dims)
        .map((f) => (f.no === TENSOR.rawData ? lengthField(TENSOR.rawData, raw) : f.encoded)),
    ])
    return lengthField(
      NODE.attribute,
      rewriteAt(attr.body as Uint8Array, [ATTRIBUTE.tensor], () => newTensor),
    )
  })
}

/** The graph output's type with its last dimension, `classes`, now `kept`. */
function cutOutputShape(valueInfo: Uint8Array, classes: number, kept: number): Uint8Array {
  return rewriteAt(valueInfo, [VALUE_INFO.type, TYPE.tensor, TENSOR_TYPE.shape], (shape) => {
    const last = readFields(shape)
      .filter((f) => f.no === SHAPE.dim)
      .at(-1)
    const value = last && readFields(last.body as Uint8Array).find((d) => d.no === DIMENSION.value)?.varint
    if (!last || value !== classes)
      throw new Error(`recogniser cut: output's last dimension is ${value}, not ${classes}`)
    return rewriteFields(shape, (f) =>
      sameField(f, last) ? lengthField(SHAPE.dim, varintField(DIMENSION.value, kept)) : undefined,
    )
  })
}

/**
 * The recogniser with its classifier cut to the classes `keep` (ascending; the blank first and the space
 * last, as `receiptClassIndexes` gives). Follows the graph back from its one output (Softmax ← Add ←
 * MatMul) to find the classifier's weights and bias, and refuses a model shaped otherwise.
 */
export function cutRecognizerClasses(model: Uint8Array, keep: readonly number[], classes: number): Uint8Array {
  const graphBody = bodyOf(readFields(model), MODEL.graph, 'graph')
  const graph = readFields(graphBody)
  if (graph.some((f) => f.no === GRAPH.initializer))
    throw new Error('recogniser cut: weights as initializers are not handled')
  const nodes: GraphNode[] = graph
    .filter((f) => f.no === GRAPH.node)
    .map((field) => {
      const fields = readFields(field.body as Uint8Array)
      return {
        field,
        opType: texts(fields, NODE.opType)[0] ?? '',
        inputs: texts(fields, NODE.input),
        outputs: texts(fields, NODE.output),
      }
    })
  const producer = (name: string | undefined, opType: string) => {
    const node = nodes.find((n) => name !== undefined && n.outputs.includes(name))
    if (node?.opType !== opType)
      throw new Error(`recogniser cut: expected ${opType} to make ${name}, found ${node?.opType}`)
    return node
  }
  const outputs = graph.filter((f) => f.no === GRAPH.output)
  if (outputs.length !== 1) throw new Error('recogniser cut: expected one graph output')
  const output = outputs[0] as Field
  const softmax = producer(texts(readFields(output.body as Uint8Array), 1)[0], 'Softmax')
  const add = producer(softmax.inputs[0], 'Add')
  const matMulInput = add.inputs.find((name) => nodes.some((n) => n.opType === 'MatMul' && n.outputs.includes(name)))
  const matMul = producer(matMulInput, 'MatMul')
  const weight = producer(matMul.inputs[1], 'Constant')
  const bias = producer(
    add.inputs.find((name) => name !== matMulInput),
    'Constant',
  )
  for (const constant of [weight, bias]) {
    const users = nodes.filter((n) => n.inputs.includes(constant.outputs[0] as string))
    if (users.length !== 1) throw new Error(`recogniser cut: ${constant.outputs[0]} has other users`)
  }

  const newGraph = rewriteFields(graphBody, (f) => {
    const constant = [weight, bias].find((n) => sameField(n.field, f))
    if (constant) return lengthField(GRAPH.node, cutConstant(constant, classes, keep))
    if (sameField(f, output))
      return lengthField(GRAPH.output, cutOutputShape(f.body as Uint8Array, classes, keep.length))
    return undefined
  })
  return rewriteFields(model, (f) => (f.no === MODEL.graph ? lengthField(MODEL.graph, newGraph) : undefined))
}
