import { attr, media, t } from '../helpers';
import { DIFFICULTY, LABEL } from '../labels';
import type { GameBundle } from '../types';

const GAME_ID = 12;

export const minecraft: GameBundle = {
  game: {
    id: GAME_ID,
    name: t('我的世界', 'Minecraft', 'マインクラフト'),
    cover: media('game', GAME_ID),
    banner: media('game-banner', GAME_ID),
    icon: media('game-icon', GAME_ID),
    genre: t('沙盒建造', 'Sandbox', 'サンドボックス'),
    tags: [
      t('沙盒', 'Sandbox', 'サンドボックス'),
      t('建造', 'Building', '建築'),
      t('生存', 'Survival', 'サバイバル'),
    ],
    summary: t(
      '在方块组成的世界里采集、建造、冒险，想做什么都行。',
      'Gather, build and adventure in a world made of blocks: do whatever you like.',
      'ブロックでできた世界で採集、建築、冒険。何をしてもいい。',
    ),
    description: t(
      '我的世界提供生存、创造等多种模式。生存模式中需要采集资源、合成工具、抵御夜晚的怪物；创造模式中可以无限制地建造。红石电路让玩家能做出机关甚至计算装置，联机服务器则让好友一起经营世界。',
      'Minecraft offers Survival, Creative and other modes. In Survival you gather resources, craft tools and fend off monsters at night; in Creative you build without limits. Redstone circuits let players make contraptions and even computers, and servers let friends share a world.',
      'マインクラフトにはサバイバルやクリエイティブなどのモードがある。サバイバルでは資源を集め、道具を作り、夜のモンスターから身を守る。クリエイティブでは制限なく建築できる。レッドストーン回路で仕掛けや計算装置まで作れ、サーバーでは友達と一緒に世界を育てられる。',
    ),
    developer: t('Mojang Studios', 'Mojang Studios', 'Mojang Studios'),
    publisher: t('网易（中国版）/ Mojang Studios', 'Mojang Studios', 'Mojang Studios'),
    release_year: 2011,
    platforms: ['PC', 'iOS', 'Android', 'PlayStation', 'Xbox', 'Switch'],
    rating: 9.4,
  },
  entities: [
    {
      id: 1201,
      game_id: GAME_ID,
      name: t('苦力怕', 'Creeper', 'クリーパー'),
      type: 'character',
      avatar: media('entity', 1201),
      cover: media('entity-cover', 1201),
      summary: t(
        '悄无声息靠近然后爆炸的绿色怪物，游戏的标志之一。',
        'The green monster that creeps up silently and explodes: an icon of the game.',
        '音もなく近づいて爆発する緑のモンスター。ゲームの象徴。',
      ),
      description: t(
        '苦力怕靠近玩家后会发出“嘶嘶”声并在短暂延迟后爆炸，破坏周围方块。听到声音立刻后退，或者用弓箭在远处解决它们。被闪电击中的苦力怕会变成威力更大的闪电苦力怕。',
        'A Creeper hisses when it gets close and explodes after a short delay, destroying nearby blocks. Back away the moment you hear it, or deal with it from range with a bow. A Creeper struck by lightning becomes a charged Creeper with a bigger blast.',
        'クリーパーは近づくとシューッと音を立て、少し遅れて爆発し周囲のブロックを壊す。音が聞こえたらすぐ離れるか、弓で遠くから倒そう。雷に打たれたクリーパーは爆発力の大きい帯電クリーパーになる。',
      ),
      tags: [t('敌对生物', 'Hostile mob', '敵対モブ')],
      attributes: [
        attr(
          LABEL.location,
          t('主世界，夜晚与洞穴', 'Overworld, at night and in caves', 'オーバーワールドの夜や洞窟'),
        ),
        attr(LABEL.weakness, t('远程攻击', 'Ranged attacks', '遠距離攻撃')),
      ],
    },
    {
      id: 1202,
      game_id: GAME_ID,
      name: t('末影龙', 'Ender Dragon', 'エンダードラゴン'),
      type: 'boss',
      avatar: media('entity', 1202),
      cover: media('entity-cover', 1202),
      summary: t(
        '末地的守护者，生存模式的最终首领。',
        'The guardian of the End and the final boss of Survival mode.',
        'ジ・エンドの守護者。サバイバルモードのラスボス。',
      ),
      description: t(
        '末影龙会从黑曜石柱顶端的末地水晶获得治疗，因此要先破坏这些水晶。准备好弓箭、水桶、足够的方块和食物，并提前用末影之眼找到要塞与末地传送门。',
        'The Ender Dragon heals from End Crystals on top of obsidian pillars, so destroy those first. Bring a bow, a water bucket, plenty of blocks and food, and use Eyes of Ender beforehand to find a stronghold and its End Portal.',
        'エンダードラゴンは黒曜石の柱の上にあるエンドクリスタルで回復するため、まずそれを壊そう。弓、水バケツ、十分なブロックと食料を用意し、事前にエンダーアイで要塞とエンドポータルを見つけておく。',
      ),
      tags: [t('首领', 'Boss', 'ボス'), t('末地', 'The End', 'ジ・エンド')],
      attributes: [
        attr(LABEL.location, t('末地', 'The End', 'ジ・エンド')),
        attr(LABEL.difficulty, DIFFICULTY.medium),
      ],
    },
    {
      id: 1203,
      game_id: GAME_ID,
      name: t('下界', 'The Nether', 'ネザー'),
      type: 'location',
      avatar: media('entity', 1203),
      cover: media('entity-cover', 1203),
      summary: t(
        '充满岩浆与危险生物的异世界维度。',
        'A hellish dimension full of lava and dangerous creatures.',
        '溶岩と危険な生物に満ちた異次元。',
      ),
      description: t(
        '用黑曜石搭出传送门框并点燃即可进入下界。这里能找到下界石英、烈焰棒等重要材料；下界中移动1格相当于主世界8格，常被用来快速旅行。记得别在下界睡床，它会爆炸。',
        'Build an obsidian frame and light it to open a Nether portal. Here you find key materials such as Nether quartz and blaze rods, and one block travelled in the Nether equals eight in the Overworld, which makes it a fast-travel network. Never sleep in a bed there: it explodes.',
        '黒曜石で枠を作って火をつけるとネザーへのポータルが開く。ネザークォーツやブレイズロッドなど重要な素材が手に入り、ネザーでの1ブロックはオーバーワールドの8ブロックに相当するため高速移動にも使われる。ネザーでベッドに寝てはいけない。爆発する。',
      ),
      tags: [t('维度', 'Dimension', 'ディメンション')],
      attributes: [attr(LABEL.region, t('下界维度', 'Nether dimension', 'ネザー次元'))],
    },
  ],
  knowledge: [
    {
      id: 1201,
      game_id: GAME_ID,
      title: t('第一夜生存指南', 'Surviving the first night', '最初の夜を生き延びる'),
      summary: t(
        '砍树、做工具、搭个小屋，天黑前点上火把。',
        'Punch trees, make tools, build a shelter and light torches before dark.',
        '木を切り、道具を作り、小屋を建て、暗くなる前に松明を灯す。',
      ),
      content: t(
        '出生后先砍几棵树，合成工作台、木镐，再挖石头做石器。收集煤炭制作火把，在天黑前挖一个小洞或搭一间小屋，把入口堵好。收集羊毛做床可以跳过夜晚，并设置重生点。',
        'After spawning, chop a few trees and craft a crafting table and a wooden pickaxe, then mine stone for stone tools. Collect coal for torches and, before night, dig into a hillside or build a small hut and seal the entrance. Gather wool to make a bed so you can skip the night and set your spawn point.',
        'スポーンしたらまず木を何本か切り、作業台と木のツルハシを作り、石を掘って石の道具を作る。石炭を集めて松明を作り、夜になる前に穴を掘るか小屋を建てて入口をふさぐ。羊毛を集めてベッドを作れば夜をスキップでき、リスポーン地点も設定できる。',
      ),
      tags: [t('新手', 'Beginner', '初心者'), t('生存', 'Survival', 'サバイバル')],
      updated_at: '2025-01-08',
      entity_ids: [1201],
    },
    {
      id: 1202,
      game_id: GAME_ID,
      title: t('附魔台怎么用', 'Using the enchanting table', 'エンチャントテーブルの使い方'),
      summary: t(
        '摆满15个书架，才能解锁最高30级附魔。',
        'Surround it with 15 bookshelves to unlock level-30 enchantments.',
        '本棚15個で最大レベル30のエンチャントが解放される。',
      ),
      content: t(
        '附魔台需要书、钻石和黑曜石合成。在附魔台周围隔一格摆放书架，最多15个书架即可让选项达到30级。附魔需要消耗经验等级和青金石，挖矿和熔炼都能获得经验。',
        'An enchanting table is crafted from a book, diamonds and obsidian. Place bookshelves around it with a one-block gap; 15 of them raise the options to level 30. Enchanting costs experience levels and lapis lazuli, and mining and smelting both give experience.',
        'エンチャントテーブルは本、ダイヤモンド、黒曜石で作る。1マス空けて周りに本棚を置き、15個でオプションがレベル30になる。エンチャントには経験値レベルとラピスラズリが必要で、採掘や精錬でも経験値が得られる。',
      ),
      tags: [t('进阶', 'Intermediate', '中級'), t('附魔', 'Enchanting', 'エンチャント')],
      updated_at: '2025-04-12',
      entity_ids: [],
    },
    {
      id: 1203,
      game_id: GAME_ID,
      title: t('红石电路入门', 'Redstone basics', 'レッドストーン入門'),
      summary: t(
        '红石粉传导信号，中继器延迟，比较器判断。',
        'Dust carries signals, repeaters delay them, comparators compare them.',
        'ダストで信号を伝え、リピーターで遅らせ、コンパレーターで比べる。',
      ),
      content: t(
        '红石粉可以传导信号，但强度每格减弱1，最多传15格。红石中继器能把信号重新增强到最大并设置延迟；红石比较器可以比较信号或读取容器内物品数量。从一扇自动门开始，是学习红石最好的练习。',
        'Redstone dust carries a signal that weakens by 1 per block, reaching at most 15 blocks. A repeater boosts the signal back to full strength and adds delay; a comparator compares signals or reads how full a container is. An automatic door is the perfect first redstone project.',
        'レッドストーンダストは信号を伝えるが、1ブロックごとに強度が1下がり、最大15ブロックまで。リピーターは信号を最大に戻して遅延を設定でき、コンパレーターは信号の比較やコンテナ内のアイテム量の読み取りができる。最初の練習には自動ドアがぴったり。',
      ),
      tags: [t('红石', 'Redstone', 'レッドストーン'), t('建造', 'Building', '建築')],
      updated_at: '2025-06-03',
      entity_ids: [],
    },
  ],
};
