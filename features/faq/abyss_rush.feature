@faq
Feature: アビスラッシュ: a summon from the graveyard that may attack players this turn and goes to the deck's bottom
  dmwiki アビスラッシュ (DM22-SD1): 「アビスラッシュ:このクリーチャーを自分の墓地から召喚してもよい。そうしたら、このターン、この
  クリーチャーはプレイヤーを攻撃でき、ターンの終わりに山札の下に置かれる。」 The summon from the graveyard gives the creature
  two continuous effects of that turn; a summon from the hand is an ordinary one. キーロック=デボック with its text as dmwiki
  quotes it.

  @qa:dmwiki-abyss-rush
  Scenario: キーロック=デボック summoned from the graveyard attacks player B the turn it enters, then goes to the deck's bottom
    dmwiki アビスラッシュ: the ability lets the creature be summoned from the graveyard only; summoned so, it may attack
    players this turn and at the turn's end it is put on the bottom of the deck (a delayed effect). Player A summons
    キーロック=デボック (cost 2) from the graveyard, attacks player B with it, and ends the turn.
    Given it is player A's turn
    And player A has 3 shields
    And player B has 3 shields
    And player A's mana zone holds: 2 x うごめく者ボーン・グール
    And player A's graveyard holds: キーロック=デボック
    And player A's deck holds, top first: 5 x 予言者リュゾル
    When player A tries to summon キーロック=デボック from their graveyard
    And player A attacks player B with キーロック=デボック
    And player A ends the turn
    Then under tcg player B has 2 shields
    And under tcg player A's deck holds, top first: 5 x 予言者リュゾル, キーロック=デボック

  @qa:dmwiki-abyss-rush
  Scenario: キーロック=デボック summoned from the hand is an ordinary summon: it cannot attack this turn, and it stays
    The other side: アビスラッシュ is a summon from the graveyard; summoned from the hand, キーロック=デボック gets neither
    effect — it has summoning sickness, and it stays in the battle zone as the turn ends.
    Given it is player A's turn
    And player A has 3 shields
    And player B has 3 shields
    And player A's mana zone holds: 2 x うごめく者ボーン・グール
    And player A's hand holds: キーロック=デボック
    And player A's deck holds, top first: 5 x 予言者リュゾル
    When player A summons キーロック=デボック
    And player A attacks player B with キーロック=デボック
    Then under tcg the last action is refused: summoning sickness
    When player A ends the turn
    Then under tcg player B has 3 shields
    And under tcg キーロック=デボック is in player A's battle zone
