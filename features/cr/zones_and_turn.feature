@cr
Feature: Clauses of the zones and the turn, asserted one by one
  Each scenario asserts what one clause of the comprehensive rules (Ver.1.48) says, where no other
  scenario did; the clause is quoted in the description. The turn's steps themselves (500 and
  after) are not modelled yet: these scenarios assert what holds whatever the step.

  @tcg-general @cr:506.1c
  Scenario: The attacking creature is tapped as it attacks
    506.1c: ターン・プレイヤーは選んだクリーチャーをタップします.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B has 5 shields
    When player A attacks player B with 爆炎野郎ジョー
    Then under tcg 爆炎野郎ジョー is tapped
    And under tcg player B has 4 shields

  @tcg-general @cr:400.5b
  Scenario: A tapped card of the mana zone put into the battle zone enters untapped
    400.5b: マナゾーンでタップしていたカードをバトルゾーンに移動させる場合、それはアンタップ状態でバトルゾーン
    に出ます.
    Given it is player A's turn
    And player A's mana zone holds: アクア・ビークル (tapped), 予言者リュゾル
    When an effect puts アクア・ビークル from player A's mana zone into the battle zone
    Then under tcg アクア・ビークル is in player A's battle zone
    And under tcg アクア・ビークル is not tapped

  @tcg-general @cr:404.2
  Scenario: Both players may look at a graveyard
    404.2: プレイヤーは墓地のカードをいつでも見ることができます (the graveyard is a public zone, 400.2a).
    Given it is player A's turn
    And player A's graveyard holds: アクア・ビークル, 予言者リュゾル
    Then under tcg player B can see the cards in player A's graveyard
    And under tcg player A can see the cards in player A's graveyard

  @tcg-general @cr:503.2
  Scenario: A player charges one card a turn
    503.2: 通常、プレイヤーは自分のマナチャージステップの間にマナを1つだけチャージすることができます. Player A
    has charged this turn; a second charge is refused and the card stays in the hand.
    Given it is player A's turn
    And player A has charged mana this turn
    And player A's hand holds: アクア・ビークル
    When player A charges アクア・ビークル
    Then under tcg the last action is refused
    And under tcg アクア・ビークル is in player A's hand

  @tcg-general @cr:105.6
  Scenario: A tapped creature that "taps itself" does not tap: what follows 「そうした場合」 does not happen
    105.6: タップしているカードをさらにタップ状態にする…ことはできません。(タップしているクリーチャーを「タップ
    する」能力や効果で選ぶ事は可能ですが、その状態にしたことにはなりません). キャプテン・ジャイロ, already
    tapped, may "tap itself" as 魔光王機デ・アシス公 wins its battle; it does not become tapped by it,
    so デ・アシス公 is not untapped.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 魔光王機デ・アシス公, キャプテン・ジャイロ (tapped)
    And player B's battle zone holds, left to right: 予言者クルト (tapped)
    And player A will use the optional ability of キャプテン・ジャイロ
    When player A attacks 予言者クルト with 魔光王機デ・アシス公
    Then under tcg 予言者クルト is in player B's graveyard
    And under tcg 魔光王機デ・アシス公 is tapped

  @tcg-general @cr:110.4c
  Scenario: An ability that names no zone does nothing from the hand
    110.4c: どのゾーンで機能するかが書かれていない能力は、バトルゾーンでのみ機能します. シェル・レガシー
    (「自分の光と火のクリーチャーは「パワーアタッカー+3000」を得る」) in the hand gives 爆炎野郎ジョー
    nothing: it loses its battle against メテオレイジ・リザード (5000).
    Given it is player A's turn
    And player A's hand holds: シェル・レガシー
    And player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B's battle zone holds, left to right: メテオレイジ・リザード (tapped)
    When player A attacks メテオレイジ・リザード with 爆炎野郎ジョー
    Then under tcg 爆炎野郎ジョー is in player A's graveyard
    And under tcg メテオレイジ・リザード is in player B's battle zone

  @tcg-general @cr:114.3
  Scenario: A card an effect moves from the deck to the hand is not drawn
    114.3: 効果が「引く」という言葉を使わずにプレイヤーの山札からそのプレイヤーの手札にカードを移動させる場合、
    そのプレイヤーはそのカードを引いたことにはなりません. Player A's 邪道外道神キキカイカイ ("when the
    opponent draws"; its data is assumed, engine/catalog/cards/zones.yaml) does not trigger when an
    effect puts a card of player B's deck into their hand, and does when player B draws.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 邪道外道神キキカイカイ
    And player B's deck holds, top first: アクア・ビークル, 予言者クルト, 予言者クルト
    When an effect puts 1 card from player B's deck into their hand
    Then under tcg 邪道外道神キキカイカイ's ability does not trigger
    When player B draws 1 card
    Then under tcg 邪道外道神キキカイカイ's ability triggers

  @tcg-general @cr:114.6 @cr:114.6a
  Scenario: Drawing from an empty deck draws nothing and triggers nothing
    114.6: a player may try to draw with no card in the deck, and then usually nothing happens;
    114.6a: 山札にカードが無い時にカードを引こうとしても誘発条件を満たしません. Player B, whose deck
    is empty, tries to draw: nothing is drawn and 邪道外道神キキカイカイ does not trigger.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 邪道外道神キキカイカイ
    And player B's deck is empty
    And player B's hand has 2 cards
    When player B draws 1 card
    Then under tcg player B drew 0 cards
    And under tcg player B's hand has 2 cards
    And under tcg 邪道外道神キキカイカイ's ability does not trigger

  @tcg-general @cr:114.2
  Scenario: Two cards drawn are two draws, one card at a time
    114.2: カードを同時に引くことができるのは1枚だけです。複数枚のカードを引くように指示された場合、そのプレイヤ
    ーはその回数だけカードを１枚引くことを繰り返します. Player B draws two cards: 邪道外道神キキカイカイ
    ("when the opponent draws"; assumed data) triggers twice, once per card.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 邪道外道神キキカイカイ
    And player B's deck holds, top first: アクア・ビークル, 予言者クルト, 予言者クルト
    When player B draws 2 cards
    Then under tcg 邪道外道神キキカイカイ's ability triggers 2 times

  @tcg-general @cr:505.5
  Scenario: The turn player may attack again while a creature can attack
    505.5: ターン・プレイヤーは攻撃可能なクリーチャーがいる限り、何度でも攻撃を宣言することができます. Two
    creatures attack one after the other: both attacks are allowed and break a shield each.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 爆炎野郎ジョー, アクア・ビークル
    And player B has 5 shields
    When player A attacks player B with 爆炎野郎ジョー
    And player A attacks player B with アクア・ビークル
    Then under tcg the last action is allowed
    And under tcg player B has 3 shields

  @tcg-general @cr:505.3
  Scenario: Only a creature attacks: a cross gear cannot
    505.3: クリーチャーだけが攻撃したりブロックしたりできます. Player A's バジュラズ・ソウル, a cross gear in
    the battle zone (not crossed), is told to attack: the attack is refused.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 爆炎野郎ジョー, バジュラズ・ソウル
    And player B has 5 shields
    When player A attacks player B with バジュラズ・ソウル
    Then under tcg the last action is refused
    And under tcg player B has 5 shields

  @tcg-general @cr:509.4b @cr:509.4c
  Scenario: The attacker, returned to the hand by an effect made before its break, still breaks the shield chosen
    509.4b: after the turn player's, the non-turn player's waiting effects resolve; 509.4c: 効果を解決
    したことによって攻撃中のクリーチャーがバトルゾーンを離れた場合でも、そのクリーチャーはすでに選んでいる相手
    のシールドをブレイクします. ジョニー・ザ・ビギニング, put this turn, attacks player B; its マスター・
    ブレイカー destroys player B's ハンマーヘッド・クラスター before the break, whose "when destroyed"
    ability (player B's, resolved after player A's effects) returns ジョニー to the hand. The shield
    chosen is broken all the same.
    Given it is player A's turn
    And player A's battle zone holds, left to right: ジョニー・ザ・ビギニング (summoned this turn)
    And player B's battle zone holds, left to right: ハンマーヘッド・クラスター
    And player B has 3 shields
    And player B will not block
    And player B will use the optional ability of ハンマーヘッド・クラスター
    And player B will choose ジョニー・ザ・ビギニング as target
    When player A attacks player B with ジョニー・ザ・ビギニング
    Then under tcg ハンマーヘッド・クラスター is in player B's graveyard
    And under tcg ジョニー・ザ・ビギニング is in player A's hand
    And under tcg player B has 2 shields
