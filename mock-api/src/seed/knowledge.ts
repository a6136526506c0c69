/** Three seed knowledge bases with fifteen questions and answers (answers up to 100 characters). */
import type { KnowledgeBase, QuestionAnswer } from 'shared-ui/types';
import { stamp } from './time';

const BASES: [string, [string, string][]][] = [
  [
    'Planes de Fibra Óptica',
    [
      [
        '¿Qué velocidades de fibra ofrecen?',
        'Planes de 100 Mbps, 300 Mbps, 600 Mbps y 1 Gbps para hogares.',
      ],
      [
        '¿Cuánto tarda la instalación?',
        'Entre 48 y 72 horas hábiles después de aprobar la solicitud.',
      ],
      [
        '¿La instalación tiene costo?',
        'No, la instalación está incluida en todos los planes residenciales.',
      ],
      [
        '¿Hay permanencia mínima?',
        'Los planes residenciales tienen una permanencia mínima de 6 meses.',
      ],
      [
        '¿El router está incluido?',
        'Sí, entregamos un router Wi-Fi 6 en comodato con el servicio.',
      ],
      ['¿Puedo cambiar de plan?', 'Sí, puede subir de plan en cualquier momento sin penalización.'],
    ],
  ],
  [
    'Facturación y pagos',
    [
      [
        '¿Qué métodos de pago aceptan?',
        'Transferencia, pago móvil, tarjeta de crédito o débito, Zelle y efectivo.',
      ],
      ['¿Cuándo vence mi factura?', 'La factura vence el día 5 de cada mes.'],
      [
        '¿Dónde veo mis facturas?',
        'En el portal de clientes, sección Facturación, o en su correo registrado.',
      ],
      [
        '¿Qué pasa si pago tarde?',
        'Tras 10 días de mora el servicio se suspende hasta registrar el pago.',
      ],
      [
        '¿Emiten factura fiscal?',
        'Sí, emitimos factura fiscal con el RIF registrado en su contrato.',
      ],
    ],
  ],
  [
    'Soporte técnico',
    [
      [
        'Mi internet está lento, ¿qué hago?',
        'Reinicie el router 30 segundos y pruebe conectado por cable.',
      ],
      [
        '¿Cómo cambio la clave del Wi-Fi?',
        'Entre a 192.168.1.1 con la clave de la etiqueta y vaya a Wi-Fi.',
      ],
      [
        '¿En qué horario atiende soporte?',
        'Soporte técnico atiende las 24 horas, los 7 días de la semana.',
      ],
      [
        '¿Cómo reporto una avería?',
        'Llame al 0800-CONECTA o escriba por el chat web con su número de contrato.',
      ],
    ],
  ],
];

export const seedKnowledge = (now: Date) => {
  const knowledgebases: KnowledgeBase[] = stamp(
    BASES.map(([name, questions]) => ({ name, number: questions.length })),
    now,
    10,
    5,
  );
  const questions: QuestionAnswer[] = stamp(
    BASES.flatMap(([namelist, pairs], base) =>
      pairs.map(([question, answers]) => ({ question, answers, listId: base + 1, namelist })),
    ),
    now,
    1,
    1,
  );
  return { knowledgebases, questions };
};
