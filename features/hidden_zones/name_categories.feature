@hidden_zones
Feature: Name categories: the TCG matches the reading (ruby), DMPS only the written characters
  000/001 能力テキストの名称カテゴリにルビが存在しない: TCG版では名称カテゴリを参照するときに能力テキストのルビまで
  一致している必要があったが、デュエプレでは能力テキストにルビが存在しないため、複数の読み方のカード名がまとめて
  1つの名称カテゴリに含まれることがある。 例1：《&ruby(スーパーチャンプ){超聖竜};シデン・ギャラクシー》と《&ruby(
  ちょうせいりゅう){超聖竜};ボルフェウス・ヘヴン》 例2：《殲滅の英雄ハンニバル&ruby(ゼータ){Z};》と《暗黒の騎士
  隊長&ruby(ザガーン){ZAGAAN};》 例3：《&ruby(シェン){神};&ruby(チュリー){聖牙}; UK パンク》と《&ruby(クライマックス)
  {絶頂神話}; カツムゲン》
  The readings are the seed's ruby markup (card data `ruby:`). The shared category of examples 2
  and 3 is not stated: "Z" and "神" are the catalog's assumptions (the only written characters the
  pairs share). No card that refers to these categories is in the sources, so the verdict asks the
  engine's name-category matcher directly. Under DMPS the category has no reading to compare.

  @ex:DMPS-NAME-01 @ex:DMPS-NAME-02
  Scenario: 超聖竜 read スーパーチャンプ
    Then under tcg among 超聖竜シデン・ギャラクシー and 超聖竜ボルフェウス・ヘヴン, the name category 超聖竜 read スーパーチャンプ matches: 超聖竜シデン・ギャラクシー
    And under dmps and dmps-old among 超聖竜シデン・ギャラクシー and 超聖竜ボルフェウス・ヘヴン, the name category 超聖竜 read スーパーチャンプ matches: 超聖竜シデン・ギャラクシー, 超聖竜ボルフェウス・ヘヴン

  @ex:DMPS-NAME-01 @ex:DMPS-NAME-03
  Scenario: Z read ゼータ
    Doubt: some "Z" names are written with the Greek Ζ in the TCG; 000 says DMPS joins
    these two, which the dmps line asserts.
    Then under tcg among 殲滅の英雄ハンニバルZ and 暗黒の騎士隊長ZAGAAN, the name category Z read ゼータ matches: 殲滅の英雄ハンニバルZ
    And under dmps and dmps-old among 殲滅の英雄ハンニバルZ and 暗黒の騎士隊長ZAGAAN, the name category Z read ゼータ matches: 殲滅の英雄ハンニバルZ, 暗黒の騎士隊長ZAGAAN

  @ex:DMPS-NAME-01 @ex:DMPS-NAME-04
  Scenario: 神 read シェン
    Then under tcg among 神聖牙 UK パンク and 絶頂神話 カツムゲン, the name category 神 read シェン matches: 神聖牙 UK パンク
    And under dmps and dmps-old among 神聖牙 UK パンク and 絶頂神話 カツムゲン, the name category 神 read シェン matches: 神聖牙 UK パンク, 絶頂神話 カツムゲン
