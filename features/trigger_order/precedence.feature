@trigger_order
Feature: DMPS precedence in the battle zone: turn player, "enters" abilities, then right to left
  000 待機した効果の解決の順序: the app orders the waiting effects; turn player first; in the
  battle zone "enters" abilities (出た時: this creature's own entering) first, left to right,
  then every other ability right to left, a creature that left counting where it was. 001
  効果解決の順序 records the older fixed order by trigger kind (dmps-old).

  Background:
    Given it is player A's turn

  @ex:DMPS-TRIG-02 @cr:111.2a
  Scenario: An "enters" ability that triggers while effects wait is sorted in ahead of them
    000: 解決中に新たに能力が誘発した場合、…1から順に解決順序を決定しなおす. 鎧亜の氷爪メフィスト
    (right) and 飛行男 (left) are destroyed together: two non-"enters" abilities, right first.
    Mephisto's puts 青銅の鎧 from the deck; its "enters" ability is sorted in ahead of 飛行男's,
    which was waiting already (a queue fixed once would resolve 飛行男's second).
    Given player A's battle zone holds, left to right: 飛行男, 鎧亜の氷爪メフィスト
    And player A's deck holds, top first: 青銅の鎧, 9 x 予言者リュゾル
    When an effect of player B's destroys 飛行男 and 鎧亜の氷爪メフィスト
    Then under dmps the waiting effects resolve in this order:
      | source               | ability        |
      | 鎧亜の氷爪メフィスト | when destroyed |
      | 青銅の鎧             | this enters    |
      | 飛行男               | discard        |
    And under dmps 青銅の鎧 is in player A's battle zone

  @ex:DMPS-TRIG-03 @cr:101.4 @cr:101.4a
  Scenario: One destruction triggers both players' abilities: the turn player's resolve first
    000: ターン・プレイヤーから順に解決する, before zone and position. Player B's クズトレイン
    entered last, so it is the rightmost element; it still resolves after both of A's.
    Given player A's battle zone holds, left to right: 封魔妖スーパー・クズトレイン, 封魔ジョーズジャクス
    And player B's battle zone holds, left to right: 封魔妖スーパー・クズトレイン
    And player A's hand holds: 予言者リュゾル
    When an effect of player A's destroys 封魔ジョーズジャクス
    Then under dmps the waiting effects resolve in this order:
      | source                       | ability | controller |
      | 封魔ジョーズジャクス         | discard | A          |
      | 封魔妖スーパー・クズトレイン | draw    | A          |
      | 封魔妖スーパー・クズトレイン | draw    | B          |

  @ex:DMPS-TRIG-07
  Scenario: "Enters" abilities resolve first, left to right, even before a creature further left
    000: 「出た時」能力があればそれを優先し、左にあるものから（＝出た順に）処理する。ただし「自分の
    クリーチャーが出た時」という能力は、「出た時」能力に含まない. 知識の精霊ロードリエス is the
    leftmost creature, yet its two "your blocker entered" waits come after both "enters".
    Given player A's battle zone holds, left to right: 知識の精霊ロードリエス
    And player A's hand holds: 光輪の精霊 ピカリエ, 神門の精霊エールフリート, ヘブンズ・ゲート
    And player A will choose 光輪の精霊 ピカリエ then 神門の精霊エールフリート to put into the battle zone
    When player A casts ヘブンズ・ゲート without paying its cost
    Then under dmps the waiting effects resolve in this order, ranked:
      | source                   | ability              | rank   |
      | 光輪の精霊 ピカリエ      | draw 1               | enters |
      | 神門の精霊エールフリート | spell search         | enters |
      | 知識の精霊ロードリエス   | your blocker entered | other  |
      | 知識の精霊ロードリエス   | your blocker entered | other  |

  @ex:DMPS-TRIG-08 @tcg-general
  Scenario: An "enters" ability with "by summoning" is still an "enters" ability
    000: 「召喚によって」…などの追加の条件が付けられていても「出た時」能力として扱われる.
    The rank column shows the class DMPS gives each waiting effect. A summoned creature is the
    rightmost one, so its ability resolves first either way; only the rank tells the rule apart.
    Given player A's battle zone holds, left to right: 密林の残兵ドーナ・ドナ
    And player A's mana zone has 11 cards of 予言者リュゾル
    And player A's hand holds: 「修羅」の頂 VAN・ベートーベン
    And player B's battle zone holds, left to right: 予言者クルト
    When player A summons 「修羅」の頂 VAN・ベートーベン
    Then under dmps the waiting effects resolve in this order, ranked:
      | source                         | ability    | rank   |
      | 「修羅」の頂 VAN・ベートーベン | bounce all | enters |
      | 密林の残兵ドーナ・ドナ         | +3000      | other  |
    And under every profile 予言者クルト is in player B's hand

  @ex:DMPS-TRIG-08 @tcg-general
  Scenario: A "by summoning" ability does not trigger when the creature is put, not summoned
    The same card put into the battle zone by an effect: its ability waits for a summon only.
    Given player A's hand holds: 「修羅」の頂 VAN・ベートーベン
    And player B's battle zone holds, left to right: 予言者クルト
    When an effect puts 「修羅」の頂 VAN・ベートーベン from player A's hand into the battle zone
    Then under every profile 「修羅」の頂 VAN・ベートーベン's ability does not trigger
    And under every profile 予言者クルト is in player B's battle zone

  @ex:DMPS-TRIG-09
  Scenario: "When your blocker enters" is no "enters" ability, even for its own entering
    000: 「自分の○○が出た時」は、たとえそれを持つクリーチャー自身が○○に該当する場合であっても
    「出た時」能力として扱われない. ロードリエス enters first (left), but its ability for its own
    entering waits with the others, after ピカリエ's "enters" ability.
    Given player A's hand holds: 知識の精霊ロードリエス, 光輪の精霊 ピカリエ, ヘブンズ・ゲート
    And player A will choose 知識の精霊ロードリエス then 光輪の精霊 ピカリエ to put into the battle zone
    When player A casts ヘブンズ・ゲート without paying its cost
    Then under dmps the waiting effects resolve in this order, ranked:
      | source                 | ability              | rank   |
      | 光輪の精霊 ピカリエ    | draw 1               | enters |
      | 知識の精霊ロードリエス | your blocker entered | other  |
      | 知識の精霊ロードリエス | your blocker entered | other  |

  @ex:DMPS-TRIG-10
  Scenario: "This or your other creature enters", triggered by another creature, is no "enters" ability
    000: 複数の誘発タイミング…それ以外でトリガーする場合は「出た時」能力として使われない.
    粛清者モーリッツ (メタモーフ met with 7 mana cards) is left of 青銅の鎧, yet its tap waits
    after 青銅の鎧's "enters" ability.
    Given player A's battle zone holds, left to right: 粛清者モーリッツ
    And player A's mana zone has 7 cards of 予言者リュゾル
    And player A's hand holds: 青銅の鎧
    And player B's battle zone holds, left to right: 予言者クルト
    When an effect puts 青銅の鎧 from player A's hand into the battle zone
    Then under dmps the waiting effects resolve in this order, ranked:
      | source           | ability     | rank   |
      | 青銅の鎧         | this enters | enters |
      | 粛清者モーリッツ | tap         | other  |
    And under dmps 予言者クルト is tapped

  @ex:DMPS-TRIG-10
  Scenario: "This or your other creature enters", triggered by its own entering, is an "enters" ability
    000: それを持つクリーチャーが出ることでトリガーする場合は「出た時」能力として扱われる.
    One effect puts モーリッツ, then 青銅の鎧: モーリッツ's tap for its own entering resolves
    first (left to right among "enters"); its tap for 青銅の鎧 is no "enters" ability and waits
    after 青銅の鎧's.
    Given player A's mana zone has 7 cards of 予言者リュゾル
    And player A's hand holds: 粛清者モーリッツ, 青銅の鎧
    And player B's battle zone holds, left to right: 予言者クルト, 予言者リュゾル
    When an effect of player A's that puts creatures from their hand into the battle zone one at a time resolves, choosing 粛清者モーリッツ then 青銅の鎧
    Then under dmps the waiting effects resolve in this order, ranked:
      | source           | ability     | rank   |
      | 粛清者モーリッツ | tap         | enters |
      | 青銅の鎧         | this enters | enters |
      | 粛清者モーリッツ | tap         | other  |

  @ex:DMPS-TRIG-10
  Scenario: "When this enters or your Dragner attacks", triggered by an attack, is no "enters" ability
    000: 「バトルゾーンに出た時または攻撃する時」のような複数の誘発タイミング…それ以外でトリガーする
    場合は「出た時」能力として使われない. 極魔王殿 ウェルカム・ヘル (left; its card is in
    ordering_declared.yaml) waits for 龍覇 M・A・S's attack with the other abilities: デビル・
    マーシャル's "your creature attacks", further right, resolves first.
    Given player A's battle zone holds, left to right: 極魔王殿 ウェルカム・ヘル, 龍覇 M・A・S, 邪悪の魔黒デビル・マーシャル on 貪欲の影グレイ・バルーン
    And player B has 5 shields
    And player B's hand holds: 予言者クルト
    When player A attacks player B with 龍覇 M・A・S
    Then under dmps the waiting effects resolve in this order, ranked:
      | source                       | ability   | rank  |
      | 邪悪の魔黒デビル・マーシャル | discard   | other |
      | 極魔王殿 ウェルカム・ヘル    | reanimate | other |

  @ex:DMPS-TRIG-11
  Scenario: Other abilities right to left; creatures destroyed count where they were
    000: 「出た時」以外の能力を、右にあるものから順に処理する。場を離れている場合は、離れた時点
    での位置を参照する. メフィスト (left) and ジョーズ (right) are destroyed, クズトレイン stays
    between them: ジョーズ, クズトレイン twice, メフィスト. 001 (dmps-old) breaks ties inside a
    kind the same way (同列の優先順位…右側にあるカードから), and all four are "destroyed" kinds.
    Given player A's battle zone holds, left to right: 鎧亜の氷爪メフィスト, 封魔妖スーパー・クズトレイン, 封魔ジョーズジャクス
    And player A's hand holds: 予言者リュゾル
    When an effect of player B's destroys 鎧亜の氷爪メフィスト and 封魔ジョーズジャクス
    Then under dmps and dmps-old the waiting effects resolve in this order:
      | source                       | ability        |
      | 封魔ジョーズジャクス         | discard        |
      | 封魔妖スーパー・クズトレイン | draw           |
      | 封魔妖スーパー・クズトレイン | draw           |
      | 鎧亜の氷爪メフィスト         | when destroyed |

  @ex:DMPS-HELP-14
  Scenario: In-app help: abilities of one event resolve from the right (the watcher on the right)
    000 アプリ内ヘルプ 能力の同時発動: 複数の能力が発動した場合、プレイヤーから見て右から順に解決
    (Wiki注: one event). ジョーズ is destroyed: its own ability (left) and クズトレイン's (right).
    Given player A's battle zone holds, left to right: 封魔ジョーズジャクス, 封魔妖スーパー・クズトレイン
    And player A's hand holds: 予言者リュゾル
    When an effect of player B's destroys 封魔ジョーズジャクス
    Then under dmps and dmps-old the waiting effects resolve in this order:
      | source                       | ability |
      | 封魔妖スーパー・クズトレイン | draw    |
      | 封魔ジョーズジャクス         | discard |

  @ex:DMPS-HELP-14
  Scenario: In-app help: abilities of one event resolve from the right (the destroyed one on the right)
    The mirror board: now the destroyed ジョーズ was the rightmost, so its ability goes first.
    Given player A's battle zone holds, left to right: 封魔妖スーパー・クズトレイン, 封魔ジョーズジャクス
    And player A's hand holds: 予言者リュゾル
    When an effect of player B's destroys 封魔ジョーズジャクス
    Then under dmps and dmps-old the waiting effects resolve in this order:
      | source                       | ability |
      | 封魔ジョーズジャクス         | discard |
      | 封魔妖スーパー・クズトレイン | draw    |

  @ex:DMPS-TRIG-40
  Scenario: A "leaves" ability on the right and a "destroyed" one on the left: by position, or by kind
    001 (Ver.3.9.2): 「出た時」→「自分のクリーチャーが出た時」→「破壊された時/他のクリーチャーが
    破壊された時」→「離れた時」→…: dmps-old resolves ジョーズ's "destroyed" before 薔薇の使者's
    "leaves". 000 (dmps) keeps no kind order besides "enters": 薔薇の使者 is further right and
    goes first. The divergence is inferred from the two texts (catalog note).
    Given player A's battle zone holds, left to right: 封魔ジョーズジャクス, 薔薇の使者
    And player A's mana zone has 3 cards of 予言者リュゾル
    And player A's hand holds: 予言者リュゾル
    When an effect of player B's destroys 封魔ジョーズジャクス and 薔薇の使者
    Then under dmps the waiting effects resolve in this order, ranked:
      | source               | ability      | rank  |
      | 薔薇の使者           | mana to deck | other |
      | 封魔ジョーズジャクス | discard      | other |
    And under dmps-old the waiting effects resolve in this order, ranked:
      | source               | ability      | rank      |
      | 封魔ジョーズジャクス | discard      | destroyed |
      | 薔薇の使者           | mana to deck | leaves    |
    And under dmps and dmps-old the waiting effects resolve in one fixed order

  @ex:DMPS-TRIG-42 @ex:DMPS-TRIG-29
  Scenario: 学校男 destroys 飛行男 and ジョーズ, then the opponent destroys one of theirs
    001 (2024/05/19): 《ジョーズ》→《クズトレイン》1回目→2回目→3回目→《飛行男》: right to left by
    where they were; クズトレイン's three waits, the third from a later event, resolve in the
    order they triggered (000: 実際に能力が誘発した順番, DMPS-TRIG-29). 飛行男's ability is "put
    into your graveyard from the battle zone", a leave ability (dmps-old: after the destroyed
    kind, which gives the same order here).
    Given player A's battle zone holds, left to right: 飛行男, 封魔妖スーパー・クズトレイン, 封魔ジョーズジャクス
    And player A's hand holds: 学校男, 予言者リュゾル
    And player B's battle zone holds, left to right: 予言者クルト
    And player A will choose 飛行男 as target
    And player A will choose 封魔ジョーズジャクス as target
    When an effect puts 学校男 from player A's hand into the battle zone
    Then under dmps and dmps-old the waiting effects resolve in this order:
      | source                       | ability |
      | 学校男                       | destroy |
      | 封魔ジョーズジャクス         | discard |
      | 封魔妖スーパー・クズトレイン | draw    |
      | 封魔妖スーパー・クズトレイン | draw    |
      | 封魔妖スーパー・クズトレイン | draw    |
      | 飛行男                       | discard |
