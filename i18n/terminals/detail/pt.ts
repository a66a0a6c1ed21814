import type { DeepStrings } from '../../types';
import type { terminalDetailEs } from './es';

export const terminalDetailPt = {
  terminalDetail: {
    tabs: {
      basic: 'Informações básicas',
      hardware: 'Hardware',
      battery: 'Bateria',
      wifi: 'Wi-Fi',
      map: 'Mapa GPS',
      firmware: 'Firmware',
      apps: 'Aplicativos',
      components: 'Componentes e firmwares',
      tags: 'Etiquetas',
      history: 'Histórico',
      logs: 'Logs',
      monitor: 'Monitoramento e controle',
    },
    actions: { menu: 'Ações', sending: 'Enviando…' },
    commands: {
      REQUEST_STATUS: 'Solicitar estado',
      REQUEST_LOGS: 'Solicitar logs',
      RESTART: 'Reiniciar',
      SOFT_DELETE: 'Desativação lógica',
      HARD_DELETE: 'Excluir definitivamente',
      ASSIGN_TAGS: 'Atribuir etiquetas',
      INSTALL_APP: 'Instalar aplicativo',
      INSTALL_COMPONENT: 'Instalar componente ou firmware',
      INSTALL_FIRMWARE: 'Instalar firmware',
      TPV_INITIALIZATION: 'Inicialização TPV',
    },
    confirm: {
      title: '{{action}}: terminal {{serial}}',
      RESTART: 'O terminal {{serial}} será reiniciado e não poderá operar por alguns minutos. Continuar?',
      TPV_INITIALIZATION:
        'O terminal {{serial}} baixará novamente seus parâmetros de inicialização TPV e deixará de operar enquanto isso. Continuar?',
      SOFT_DELETE:
        'O terminal {{serial}} será desativado: deixará de receber ações, mas seus dados são mantidos. Continuar?',
      HARD_DELETE:
        'O terminal {{serial}} será excluído com seu histórico, software e logs. Esta ação não pode ser desfeita. Continuar?',
    },
    notify: {
      sent: 'Ação enviada: seu estado aparece no histórico.',
      tagsSaved: 'Etiquetas salvas.',
      deleted: 'Terminal excluído.',
    },
    status: { label: 'Estado da conexão', online: 'On-line', offline: 'Sem conexão' },
    deletedNotice: 'Este terminal está desativado: as ações enviadas a ele falharão.',
    hardware: { storage: 'Armazenamento usado', storageCaption: '{{free}} MB livres de {{total}} MB' },
    battery: {
      unknown: 'O terminal não informou sua bateria.',
      low: 'Com menos de {{min}} % de bateria o terminal recusa reinícios, instalações e a inicialização TPV.',
    },
    wifi: { notWifi: 'O terminal não está conectado por Wi-Fi.' },
    map: {
      label: 'Mapa com a localização do terminal',
      loading: 'Carregando o mapa…',
      coordinates: 'Latitude {{latitude}}, longitude {{longitude}}',
      lastLocation: 'Última localização: {{date}}',
      noLocationDate: 'Data da última localização desconhecida',
      noLocation: 'O terminal não informou sua localização GPS.',
      unavailable:
        'Não foi possível carregar o mapa (sem conexão com o servidor de mapas). A localização do terminal são as coordenadas acima.',
      openExternal: 'Abrir no OpenStreetMap',
    },
    firmware: {
      details: 'Dados do firmware',
      image: 'Imagem de firmware instalada',
      none: 'Nenhuma imagem de firmware consta como instalada.',
    },
    apps: {
      installed: 'Aplicativos instalados',
      installs: 'Instalações de aplicativos',
      none: 'O terminal não tem aplicativos instalados.',
      noInstalls: 'Nenhuma instalação foi solicitada a este terminal.',
    },
    components: {
      installed: 'Componentes e firmwares instalados',
      installs: 'Instalações de componentes e firmwares',
      none: 'O terminal não tem componentes instalados.',
    },
    tags: {
      title: 'Etiquetas do terminal {{serial}}',
      submit: 'Salvar etiquetas',
      help: 'Até 5 etiquetas por terminal.',
      none: 'O terminal não tem etiquetas.',
      count: '{{count}} de {{max}} etiquetas',
    },
    install: {
      appTitle: 'Instalar um aplicativo no terminal {{serial}}',
      componentTitle: 'Instalar um componente ou firmware no terminal {{serial}}',
      app: 'Aplicativo',
      version: 'Versão',
      component: 'Componente ou firmware',
      appRequired: 'Escolha um aplicativo.',
      versionRequired: 'Escolha uma versão: um aplicativo precisa de uma versão para ser instalado.',
      componentRequired: 'Escolha um componente ou firmware.',
      chooseAppFirst: 'Escolha primeiro o aplicativo.',
      noVersion: 'Este aplicativo não tem nenhuma versão instalável: publique ou habilite uma primeiro.',
      versionHelp: 'Versões desativadas não podem ser instaladas.',
      componentHelp: 'Instala-se a versão atual, somente nos modelos compatíveis.',
      submit: 'Instalar',
    },
    history: {
      empty: 'Ainda não foi solicitado nada a este terminal.',
      error: 'Não foi possível carregar o histórico.',
      pending_one: '{{smart_count}} ação aguarda a resposta do terminal…',
      pending_other: '{{smart_count}} ações aguardam a resposta do terminal…',
    },
    logs: { title: 'Logs do terminal', none: 'O terminal não enviou nenhum log.' },
    monitor: { state: 'Estado atual', control: 'Controle remoto', recent: 'Ações recentes' },
  },
} satisfies DeepStrings<typeof terminalDetailEs>;
