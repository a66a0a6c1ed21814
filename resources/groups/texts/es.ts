/** Texts of the group screens in Spanish (the source: en and pt must have every key). */
export const groupPagesEs = {
  groupPages: {
    menu: { merge: 'Fusionar parámetros' },
    merge: {
      title: 'Fusionar parámetros de grupos',
      intro:
        'El grupo destino recibe todos los parámetros de los grupos elegidos. Donde los valores difieren, elija cuál se queda.',
      target: 'Grupo destino',
      sources: 'Grupos de origen',
      parameter: 'Parámetro',
      result: 'Resultado',
      absent: '—',
      conflicts_one: '{{smart_count}} conflicto por resolver.',
      conflicts_other: '{{smart_count}} conflictos por resolver.',
      noConflicts: 'Sin conflictos: los grupos coinciden donde comparten parámetros.',
      noParameters: 'Los grupos elegidos no tienen parámetros.',
      chooseGroups: 'Elija el grupo destino y al menos un grupo de origen.',
      choose: 'Usar el valor de {{group}} para {{key}}',
      save: 'Guardar fusión',
      saved: 'Parámetros fusionados en {{name}}.',
    },
    copy: {
      button: 'Copiar grupo',
      title: 'Copiar el grupo «{{name}}»',
      intro:
        'La copia lleva el comercio, el puerto, la descripción y los parámetros. Necesita un nombre y una IP propios.',
      name: 'Nombre de la copia',
      hostIp: 'IP del host de la copia',
      confirm: 'Copiar',
      cancel: 'Cancelar',
      done: 'Grupo copiado.',
    },
    terminals: {
      title: 'Terminales del grupo',
      none: 'El grupo no tiene terminales.',
    },
  },
};
