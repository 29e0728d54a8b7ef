import { SaxesParser } from 'saxes';

export type XmlHandlers = {
  /** An element opens: its name without a namespace prefix, its attributes as written. */
  open?: (name: string, attributes: Record<string, string>) => void;
  /** Text (or CDATA) between tags, entities decoded. */
  text?: (text: string) => void;
  close?: (name: string) => void;
};

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * An XML document read as a stream of events (SAX), chunk by chunk: nothing of it is kept but
 * what the handlers keep. A handler may throw to stop the reading (a budget passed); malformed
 * XML throws too. DTDs define no entities in saxes, so no entity expansion can blow it up.
 */
export const readXml = async (chunks: AsyncIterable<Buffer>, handlers: XmlHandlers) => {
  const parser = new SaxesParser({ position: false });
  const decoder = new TextDecoder('utf-8');
  const { open, text, close } = handlers;
  if (open)
    parser.on('opentag', (tag) =>
      open(localName(tag.name), tag.attributes as Record<string, string>),
    );
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  if (close) parser.on('closetag', (tag) => close(localName(tag.name)));
  for await (const chunk of chunks) parser.write(decoder.decode(chunk, { stream: true }));
  parser.write(decoder.decode());
  parser.close();
};
