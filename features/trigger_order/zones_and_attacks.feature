@trigger_order
Feature: Zone precedence, and "attacks" abilities of equal rank
  000 待機した効果の解決の順序: バトルゾーン ＞ 墓地・超次元ゾーン ＞ シールドゾーン（城）＞ 手札 ＞
  プレイヤー; "attacks" and "your X attacks" share a rank (公式FAQ 573), so position decides.
  001 records the same for the older app.

  Background:
    Given it is player A's turn

  @ex:DMPS-TRIG-06 @ex:DMPS-TRIG-40
  Scenario: Battle zone, then graveyard, then the castle in the shield zone
    000: ゾーンを以下の優先度で参照して解決する; 001: 《暗黒王デス・フェニックス》や《暗黒凰ゼロ・
    フェニックス》の墓地で誘発する能力は、バトルゾーンで誘発した効果を解決してから解決される
    (their DMPS graveyard texts are not given: 黒神龍グールジェネレイド is a real graveyard ability
    in the same role). 学校男 enters: ハッスル・キャッスル (a castle fortifying a shield) waits; 学校男's
    "enters" resolves first and destroys 紅神龍メルガルス and ボーン・グール: クズトレイン (battle
    zone) twice, then グールジェネレイド (graveyard), then the castle's wait from the earlier event;
    グールジェネレイド's return makes the castle wait once more. For dmps-old, 001 lists the castle
    last among the trigger kinds (DMPS-TRIG-40) and resolves graveyard abilities after the battle
    zone's, but does not order the graveyard against the castle: graveyard first, as in 000, is
    our reading. Not exercised here: the hyperspatial zone (ranked with the
    graveyard), the hand and the player tiers. The hand tier holds every hand ability but 侵略,
    革命チェンジ and アタック・チャンス, declared ones included: DMPS-TRIG-20 (timing_attack.feature)
    shows one, a 革命0トリガー, coming after a battle-zone ability.
    Given player A's battle zone holds, left to right: 封魔妖スーパー・クズトレイン, 紅神龍メルガルス, うごめく者ボーン・グール
    And player A's graveyard holds: 黒神龍グールジェネレイド
    And player A's shield zone holds: 4 x 予言者リュゾル
    And player A's shield 1 is fortified by ハッスル・キャッスル
    And player A's hand holds: 学校男
    And player A will choose 紅神龍メルガルス as target
    And player A will choose うごめく者ボーン・グール as target
    When an effect puts 学校男 from player A's hand into the battle zone
    Then under dmps and dmps-old the waiting effects resolve in this order:
      | source                       | ability |
      | 学校男                       | destroy |
      | 封魔妖スーパー・クズトレイン | draw    |
      | 封魔妖スーパー・クズトレイン | draw    |
      | 黒神龍グールジェネレイド     | return  |
      | ハッスル・キャッスル         | draw    |
      | ハッスル・キャッスル         | draw    |
    And under dmps the waiting effects resolve in this order, ranked:
      | source                       | ability | rank            |
      | 学校男                       | destroy | enters          |
      | 封魔妖スーパー・クズトレイン | draw    | other           |
      | 封魔妖スーパー・クズトレイン | draw    | other           |
      | 黒神龍グールジェネレイド     | return  | graveyard zone  |
      | ハッスル・キャッスル         | draw    | shield zone     |
      | ハッスル・キャッスル         | draw    | shield zone     |

  @ex:DMPS-TRIG-17 @cr:506.3
  Scenario: "This creature attacks" and "your creature attacks" share a rank: the one on the right first
    000: 「攻撃する時」と「自分の○○が攻撃する時」の優先順位は同列である (公式FAQ 573); 001: the same.
    ウォルタ (left) attacks: デビル・マーシャル's "your creature attacks" (right) resolves first.
    Given player A's battle zone holds, left to right: ウォルタ, 邪悪の魔黒デビル・マーシャル on 貪欲の影グレイ・バルーン
    And player B has 5 shields
    And player B's hand holds: 予言者クルト, 予言者リュゾル
    When player A attacks player B with ウォルタ
    Then under dmps and dmps-old the waiting effects resolve in this order:
      | source                       | ability |
      | 邪悪の魔黒デビル・マーシャル | discard |
      | ウォルタ                     | draw    |

  @ex:DMPS-TRIG-18
  Scenario: ボルザード・ドラゴン attacks: バトライ閣's "your Dragon attacks" on its right resolves first
    001: 左から順番に《幻獣竜機ボルパンサー》、《爆熱天守 バトライ閣》…《バトライ閣》が先に解決
    される. ボルパンサー is in no card data; ボルザード・ドラゴン (a fire Dragon with its own
    "attacks" ability) takes its place. The top card is no Dragon, so it goes to the bottom.
    000 does not repeat the example; its rules give the same order (catalog note).
    Given player A's battle zone holds, left to right: ボルザード・ドラゴン, 爆熱天守 バトライ閣
    And player A's deck holds, top first: 予言者リュゾル, 9 x 予言者クルト
    And player B's mana zone has 2 cards of 予言者リュゾル
    And player B has 5 shields
    When player A attacks player B with ボルザード・ドラゴン
    Then under dmps and dmps-old the waiting effects resolve in this order:
      | source               | ability   |
      | 爆熱天守 バトライ閣  | reveal    |
      | ボルザード・ドラゴン | mana burn |

  @ex:DMPS-TRIG-19
  Scenario: バトライ閣 puts a Dragon: its dragsolution moves up ahead of ボルザード's attack ability
    001: 《バトライ閣》は「自分のクリーチャーが出た時」系の能力も持っているため、条件を満たせば繰り
    上がって龍解が解決される. The revealed 紅神龍メルガルス enters; バトライ閣's dragsolution waits,
    is sorted in (DMPS-TRIG-02) and, being on the right (dmps) or of an earlier kind (dmps-old),
    resolves before ボルザード's attack ability. The flip itself is not modelled.
    Given player A's battle zone holds, left to right: ボルザード・ドラゴン, 爆熱天守 バトライ閣
    And player A's deck holds, top first: 紅神龍メルガルス, 9 x 予言者クルト
    And player B's mana zone has 2 cards of 予言者リュゾル
    And player B has 5 shields
    When player A attacks player B with ボルザード・ドラゴン
    Then under dmps and dmps-old the waiting effects resolve in this order:
      | source               | ability      |
      | 爆熱天守 バトライ閣  | reveal       |
      | 爆熱天守 バトライ閣  | dragsolution |
      | ボルザード・ドラゴン | mana burn    |
    And under dmps and dmps-old 紅神龍メルガルス is in player A's battle zone
