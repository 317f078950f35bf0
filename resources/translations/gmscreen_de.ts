<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AbilityForm</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/ability_form.py" line="+59"/>
        <source>the gear, contact, subject or focus</source>
        <translation>Ausrüstung, Kontakt, Wissensgebiet oder Fokus</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Establish</source>
        <translation>Festlegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lifepath</source>
        <translation>Lebensweg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Task +1D</source>
        <translation>Probe +1W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Obstacle +1D</source>
        <translation>Hindernis +1W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edge</source>
        <translation>Vorteil</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>(taxed: %s)</source>
        <translation>(belastet: %s)</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Choose who tests.</source>
        <translation>Wählen Sie, wer die Probe ablegt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%s has no lifepath to draw on.</source>
        <translation>%s hat keinen Lebensweg, aus dem geschöpft werden kann.</translation>
    </message>
</context>
<context>
    <name>AbilityRows</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/ability_words.py" line="+17"/>
        <source>Existing gear</source>
        <translation>Vorhandene Ausrüstung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Valuable</source>
        <translation>Wertvoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rare</source>
        <translation>Selten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coincidental</source>
        <translation>Allzu gelegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On hand</source>
        <translation>Griffbereit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Friendly contact</source>
        <translation>Freundlicher Kontakt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared relationship</source>
        <translation>Gemeinsame Beziehung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hostile</source>
        <translation>Feindselig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Specific lifepath</source>
        <translation>Bestimmter Lebensweg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rare lifepath</source>
        <translation>Seltener Lebensweg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Different rank</source>
        <translation>Anderer Stand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Known subject</source>
        <translation>Bekanntes Wissensgebiet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Obscure</source>
        <translation>Obskur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secret</source>
        <translation>Geheim</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Distant</source>
        <translation>Fern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ancient</source>
        <translation>Uralt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Known focus</source>
        <translation>Bekannter Fokus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>testing gear already noted</source>
        <translation>Probe mit bereits notierter Ausrüstung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>worth a lot, money, or much wanted</source>
        <translation>viel wert, Geld oder heiß begehrt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rare or out of the ordinary in this setting</source>
        <translation>in diesem Schauplatz selten oder ungewöhnlich</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>too convenient to own</source>
        <translation>zu gelegen, um es einfach zu besitzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>carried right now (portable gear only)</source>
        <translation>gerade am Leib (nur tragbare Ausrüstung)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a known contact who likes them</source>
        <translation>ein bekannter Kontakt, der die Figur mag</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>both know a relationship</source>
        <translation>beide kennen eine gemeinsame Beziehung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the contact is set against them</source>
        <translation>der Kontakt ist der Figur feindlich gesinnt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>must have one given lifepath</source>
        <translation>muss einen bestimmten Lebensweg haben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an unusual or rare lifepath</source>
        <translation>ein ungewöhnlicher oder seltener Lebensweg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>above or below them socially</source>
        <translation>gesellschaftlich über oder unter der Figur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>too convenient to know</source>
        <translation>zu gelegen, um es einfach zu kennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a subject or wise already noted</source>
        <translation>ein bereits notiertes Wissensgebiet oder Kenner</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>obscure or unusual</source>
        <translation>obskur oder ungewöhnlich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deliberately hidden or suppressed</source>
        <translation>absichtlich verborgen oder unterdrückt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>from a far-off land</source>
        <translation>aus einem fernen Land</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from long ago</source>
        <translation>aus längst vergangener Zeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a focus or skill already noted</source>
        <translation>ein bereits notierter Fokus oder eine bereits notierte Fertigkeit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the contact comes, but hostile</source>
        <translation>der Kontakt kommt, aber feindselig</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>they are sure of the fact, and badly wrong</source>
        <translation>die Figur ist sich der Sache sicher und liegt gründlich falsch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the deed happened, with consequences or a condition</source>
        <translation>die Tat geschah, mit Folgen oder einem Zustand</translation>
    </message>
</context>
<context>
    <name>ApproachRow</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/approach_row.py" line="+32"/>
        <source>Spec.</source>
        <translation>Spez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An applicable specialty: every die at or under the skill is a critical</source>
        <translation>Eine passende Spezialisierung: jeder Würfel bis zum Fertigkeitswert ist ein kritischer Erfolg</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>TN %d</source>
        <translation>ZW %d</translation>
    </message>
</context>
<context>
    <name>ArthaEvents</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/artha_words.py" line="+20"/>
        <source>%1 earns %2 fate point(s)</source>
        <translation>%1 erhält %2 Schicksalspunkt(e)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 earns %2 persona point(s)</source>
        <translation>%1 erhält %2 Persona-Punkt(e)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rises to %2D</source>
        <translation>%1 steigt auf %2W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 becomes a %2</source>
        <translation>%1 wird zu: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 noted on %3</source>
        <translation>%1 %2 auf %3 notiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s tax is cleared</source>
        <translation>%1: Belastung aufgehoben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s %2 is taxed</source>
        <translation>%1: %2 ist belastet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has hindered %2 of %3 tests</source>
        <translation>%1 hat %2 von %3 Proben behindert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is %2 (%3)</source>
        <translation>%1 ist %2 (%3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is cleared</source>
        <translation>%1 ist aufgehoben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is lost</source>
        <translation>%1 ist verloren</translation>
    </message>
</context>
<context>
    <name>AssetsBox</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/sheet_assets.py" line="+32"/>
        <source>Assets</source>
        <translation>Vorzüge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Asset</source>
        <translation>Vorzug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lifepath</source>
        <translation>Lebensweg</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>asset</source>
        <translation>Vorzug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Upgrade</source>
        <translation>Heraufstufen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spend the fate points noted on its lifepath to make it permanent</source>
        <translation>Die auf dem Lebensweg notierten Schicksalspunkte ausgeben, um es dauerhaft zu machen</translation>
    </message>
</context>
<context>
    <name>AttackDialog</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/attack_dialog.py" line="+90"/>
        <location line="+64"/>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Stun</source>
        <translation>Betäubung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deadly (+1 Threat, hit or miss)</source>
        <translation>Tödlich (+1 Bedrohung, Treffer oder nicht)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e.g. Pistol</source>
        <translation>z. B. Pistole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The injury is named for the weapon (the GM may rename it)</source>
        <translation>Die Verletzung ist nach der Waffe benannt (die SL kann sie umbenennen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Severity </source>
        <translation>Schweregrad </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Melee (needs the target within reach)</source>
        <translation>Nahkampf (das Ziel muss in Reichweite sein)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Specialty</source>
        <translation>Spezialisierung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>or faces rolled at the table: 4 17</source>
        <translation>oder am Tisch gewürfelte Augen: 4 17</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll 2d20</source>
        <translation>2W20 würfeln</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rolled yet</source>
        <translation>Noch nicht gewürfelt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (2 Momentum each)</source>
        <translation> (je 2 Momentum)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the roll&apos;s unspent Momentum</source>
        <translation>Das nicht ausgegebene Momentum des Wurfs sparen</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Injury</source>
        <translation>Verletzung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Task</source>
        <translation>Probe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On a hit</source>
        <translation>Bei einem Treffer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Added severity</source>
        <translation>Zusätzlicher Schweregrad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target&apos;s protection</source>
        <translation>Schutz des Ziels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Response</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>, %d Momentum</source>
        <translation>, %d Momentum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counts as %s&apos;s Attack major action%s</source>
        <translation>Zählt als Hauptaktion Angriff von %s%s</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Not both on the map: set the difficulty by hand.</source>
        <translation>Nicht beide auf der Karte: die Schwierigkeit von Hand einstellen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%s range</source>
        <translation>Reichweite %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the target is in cover and may oppose the attack</source>
        <translation>das Ziel ist in Deckung und darf dem Angriff widerstehen</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Apply: %s</source>
        <translation>Anwenden: %s</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Miss</source>
        <translation>Verfehlt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%s — %s: %s, %d Momentum</source>
        <translation>%s — %s: %s, %d Momentum</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n Erfolg</numerusform>
            <numerusform>%n Erfolge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AwardsPage</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/end_of_session_pages.py" line="+37"/>
        <source>Goals furthered (1 each)</source>
        <translation>Ziele vorangebracht (je 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Simple goals resolved (2)</source>
        <translation>Einfache Ziele erreicht (2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moderate goals resolved (4)</source>
        <translation>Mittlere Ziele erreicht (4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complex goals resolved (6)</source>
        <translation>Komplexe Ziele erreicht (6)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>…resolved with another PC (+1)</source>
        <translation>…mit einem anderen SC erreicht (+1)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>1. Award persona points</source>
        <translation>1. Persona-Punkte vergeben</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&lt;b&gt;Persona points&lt;/b&gt;</source>
        <translation>&lt;b&gt;Persona-Punkte&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>BeliefCards</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/beliefs_view.py" line="+43"/>
        <source>%1 scene(s)</source>
        <translation>%1 Szene(n)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 fate</source>
        <translation>%1 Schicksal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 persona</source>
        <translation>%1 Persona</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No beliefs written yet.</source>
        <translation>Noch keine Überzeugungen aufgeschrieben.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Traits</source>
        <translation>Merkmale</translation>
    </message>
</context>
<context>
    <name>BeliefsBox</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/sheet_beliefs.py" line="+38"/>
        <source>Beliefs</source>
        <translation>Überzeugungen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a stance on the world</source>
        <translation>eine Haltung zur Welt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the goal it drives</source>
        <translation>das Ziel, das sie antreibt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>I believe</source>
        <translation>Ich glaube</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>so I must</source>
        <translation>also muss ich</translation>
    </message>
</context>
<context>
    <name>BeliefsPage</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/end_of_session_pages.py" line="+30"/>
        <source>2. Set beliefs and instincts</source>
        <translation>2. Überzeugungen und Instinkte festlegen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Stances changed (2 each)</source>
        <translation>Haltungen geändert (je 2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instincts changed (2 each)</source>
        <translation>Instinkte geändert (je 2)</translation>
    </message>
</context>
<context>
    <name>BeliefsView</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/beliefs_view.py" line="+47"/>
        <source>No player characters yet: add them in the Characters panel.</source>
        <translation>Noch keine Spielercharaktere: im Fenster Figuren hinzufügen.</translation>
    </message>
</context>
<context>
    <name>BidForm</name>
    <message>
        <location filename="../../gmscreen/ui/firelock/bidding_view.py" line="+182"/>
        <source>The score&apos;s rating, or what the GM sets for a circumstance</source>
        <translation>Die Stufe des Werts oder was die SL für einen Umstand festlegt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The bidder&apos;s score the claim rests on</source>
        <translation>Der Wert des Bietenden, auf dem die Behauptung beruht</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A claim to be better than the opponent: checked against both sheets</source>
        <translation>Die Behauptung, besser als der Gegner zu sein: wird an beiden Bögen geprüft</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>e.g. I have the high ground</source>
        <translation>z. B. Ich habe die Anhöhe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Relevant</source>
        <translation>Relevant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GM rules that the claim bears on this challenge</source>
        <translation>Die SL entscheidet, dass die Behauptung diese Herausforderung betrifft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>True</source>
        <translation>Wahr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GM rules that the claim holds</source>
        <translation>Die SL entscheidet, dass die Behauptung zutrifft</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Accept bid</source>
        <translation>Gebot annehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check the bid against the bidding rules and place it</source>
        <translation>Das Gebot gegen die Bietregeln prüfen und abgeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decline</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The side bids no further: the other side wins</source>
        <translation>Die Seite bietet nicht weiter: die andere Seite gewinnt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lose with it</source>
        <translation>Damit verlieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The side keeps the refused bid instead of making another: it loses</source>
        <translation>Die Seite behält das abgelehnte Gebot, statt ein neues abzugeben: sie verliert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rests on</source>
        <translation>Beruht auf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claim</source>
        <translation>Behauptung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Better than</source>
        <translation>Besser als</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GM rules it</source>
        <translation>Die SL entscheidet</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>&lt;b&gt;%s&lt;/b&gt; to bid: strength %d or more, or decline.</source>
        <translation>&lt;b&gt;%s&lt;/b&gt; bietet: Stärke %d oder mehr, oder passt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>— a circumstance</source>
        <translation>— ein Umstand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>— no comparison with the opponent</source>
        <translation>— kein Vergleich mit dem Gegner</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Write the claim the side makes.</source>
        <translation>Schreiben Sie die Behauptung der Seite auf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose the score of yours that the claim compares.</source>
        <translation>Wählen Sie den eigenen Wert, den die Behauptung vergleicht.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Refused — %s: %s</source>
        <translation>Abgelehnt — %s: %s</translation>
    </message>
</context>
<context>
    <name>BidRefusals</name>
    <message>
        <location filename="../../gmscreen/ui/firelock/bid_refusals.py" line="+39"/>
        <source>the GM rules “%1” off the point</source>
        <translation>die SL entscheidet, dass „%1“ nicht zur Sache gehört</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” was already bid</source>
        <translation>„%1“ wurde schon geboten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the GM rules “%1” untrue</source>
        <translation>die SL entscheidet, dass „%1“ nicht zutrifft</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 rolled with %2 and cannot bid on it</source>
        <translation>%1 hat mit %2 gewürfelt und kann nicht darauf bieten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is %1&apos;s turn to bid</source>
        <translation>%1 ist mit Bieten an der Reihe</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the first bid must beat the margin of %1; %2 does not</source>
        <translation>das erste Gebot muss den Rückstand von %1 übertreffen; %2 tut das nicht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 falls more than %2 below the last bid of %3; at least %4 is needed</source>
        <translation>%1 liegt mehr als %2 unter dem letzten Gebot von %3; mindestens %4 ist nötig</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 underbid last time, so this bid must be at least %2, not %3</source>
        <translation>%1 hat zuletzt unterboten, daher muss dieses Gebot mindestens %2 betragen, nicht %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1&apos;s %2 %3 is not higher than %4&apos;s %5 %6</source>
        <translation>%2 %3 von %1 ist nicht höher als %5 %6 von %4</translation>
    </message>
</context>
<context>
    <name>BidsTable</name>
    <message>
        <location filename="../../gmscreen/ui/firelock/bidding_view.py" line="-272"/>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bid</source>
        <translation>Gebot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claim</source>
        <translation>Behauptung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rests on</source>
        <translation>Beruht auf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ruling</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>accepted</source>
        <translation>angenommen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>accepted, underbid</source>
        <translation>angenommen, unterboten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>declines to bid</source>
        <translation>verzichtet aufs Bieten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>refused: %s</source>
        <translation>abgelehnt: %s</translation>
    </message>
</context>
<context>
    <name>CampaignPage</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/wizard_pages.py" line="+43"/>
        <source>Genre and style</source>
        <translation>Genre und Stil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What kind of story will the group tell, and what does it feel like?</source>
        <translation>Was für eine Geschichte wird die Gruppe erzählen, und wie fühlt sie sich an?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. The Salt Crown</source>
        <translation>z. B. Die Salzkrone</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. Low fantasy</source>
        <translation>z. B. Low Fantasy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e.g. Morally grey intrigue</source>
        <translation>z. B. Intrigen in Grautönen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every die in the game has this many faces</source>
        <translation>Jeder Würfel im Spiel hat so viele Seiten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>2: rank amateurs · 3: young and promising · 4: capable professionals · 5–6: powerful characters</source>
        <translation>2: blutige Anfänger · 3: jung und vielversprechend · 4: fähige Profis · 5–6: mächtige Figuren</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Campaign name</source>
        <translation>Name der Kampagne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Genre</source>
        <translation>Genre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Style</source>
        <translation>Stil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting lifepaths</source>
        <translation>Start-Lebenswege</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Give the campaign a name.</source>
        <translation>Geben Sie der Kampagne einen Namen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose where to save the campaign.</source>
        <translation>Wählen Sie, wo die Kampagne gespeichert wird.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%s already exists: choose another file name.</source>
        <translation>%s gibt es schon: bitte einen anderen Dateinamen wählen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The folder %s does not exist.</source>
        <translation>Den Ordner %s gibt es nicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write down a genre.</source>
        <translation>Schreiben Sie ein Genre auf.</translation>
    </message>
</context>
<context>
    <name>CampaignSettingsDialog</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/campaign_settings.py" line="+65"/>
        <source>Campaign settings</source>
        <translation>Kampagneneinstellungen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Starting fortune cannot be above the fortune cap.</source>
        <translation>Die Start-Fortuna darf nicht über der Fortuna-Obergrenze liegen.</translation>
    </message>
</context>
<context>
    <name>CardGrid</name>
    <message numerus="yes">
        <location filename="../../gmscreen/ui/playerview/cards.py" line="+173"/>
        <source>+ %n more</source>
        <translation>
            <numerusform>+ %n weiteres</numerusform>
            <numerusform>+ %n weitere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChallengeBuilder</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/challenges/builder.py" line="+50"/>
        <source>Edit challenge</source>
        <translation>Herausforderung bearbeiten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New challenge</source>
        <translation>Neue Herausforderung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Key task 1</source>
        <translation>Schlüsselprobe 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key task 2</source>
        <translation>Schlüsselprobe 2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wake the derelict</source>
        <translation>Das Wrack erwecken</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Basic: every key task, any order</source>
        <translation>Einfach: jede Schlüsselprobe, beliebige Reihenfolge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Linear: every key task, in order</source>
        <translation>Linear: jede Schlüsselprobe, der Reihe nach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gated: key tasks open and close others</source>
        <translation>Verknüpft: Schlüsselproben öffnen und schließen andere</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Any one victory condition wins</source>
        <translation>Eine beliebige Siegbedingung genügt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every victory condition is needed</source>
        <translation>Jede Siegbedingung wird gebraucht</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Earlier (a linear challenge runs in this order)</source>
        <translation>Früher (eine lineare Herausforderung läuft in dieser Reihenfolge)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Challenge</source>
        <translation>Herausforderung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Structure</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Key task %d</source>
        <translation>Schlüsselprobe %d</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>a contest races the opposition, not a clock: untick Timed</source>
        <translation>ein Wettstreit läuft gegen die Gegenseite, nicht gegen die Uhr: „Auf Zeit“ abhaken</translation>
    </message>
</context>
<context>
    <name>ChallengeHeader</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/challenges/controls.py" line="+46"/>
        <source>Challenge ▾</source>
        <translation>Herausforderung ▾</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit challenge…</source>
        <translation>Herausforderung bearbeiten…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn into a conflict (combat)</source>
        <translation>In einen Konflikt verwandeln (Kampf)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End challenge</source>
        <translation>Herausforderung beenden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Challenge</source>
        <translation>Herausforderung</translation>
    </message>
</context>
<context>
    <name>ChallengeNews</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/challenges/news.py" line="+53"/>
        <source>Challenge changed</source>
        <translation>Herausforderung geändert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The challenge became a conflict: start combat</source>
        <translation>Die Herausforderung wurde zum Konflikt: Kampf beginnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge ended (%1)</source>
        <translation>Herausforderung beendet (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; reopened</source>
        <translation>„%1“ wieder geöffnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; closed off</source>
        <translation>„%1“ ausgeschlossen</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%n interval(s)</source>
        <translation>
            <numerusform>%n Intervall</numerusform>
            <numerusform>%n Intervalle</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>time saved: %1</source>
        <translation>Zeit gespart: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>time saved: %1 threat added</source>
        <translation>Zeit gespart: %1 Bedrohung hinzugefügt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>challenge %1</source>
        <translation>Herausforderung %1</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Challenge set up: %n key task(s)</source>
        <translation>
            <numerusform>Herausforderung angelegt: %n Schlüsselprobe</numerusform>
            <numerusform>Herausforderung angelegt: %n Schlüsselproben</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; %2 threat spent by the GM: the opposition acts first</source>
        <translation>%1; %2 Bedrohung von der SL ausgegeben: die Gegenseite handelt zuerst</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>priority: %1 threat spent by the GM</source>
        <translation>Priorität: %1 Bedrohung von der SL ausgegeben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>priority seized: %1</source>
        <translation>Priorität ergriffen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>contest %1</source>
        <translation>Wettstreit %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 momentum from the roll</source>
        <translation>%1 Momentum aus dem Wurf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 momentum from the group pool</source>
        <translation>%1 Momentum aus dem Gruppenpool</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>another task</source>
        <translation>eine andere Probe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: &apos;%2&apos; passed</source>
        <translation>%1: „%2“ geschafft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: &apos;%2&apos; failed for good</source>
        <translation>%1: „%2“ endgültig gescheitert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: &apos;%2&apos; failed</source>
        <translation>%1: „%2“ gescheitert</translation>
    </message>
</context>
<context>
    <name>ChallengeOptions</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/challenges/builder_options.py" line="+38"/>
        <source>Timed</source>
        <translation>Auf Zeit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>15 minutes</source>
        <translation>15 Minuten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> intervals</source>
        <translation> Intervalle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What happens when time runs out</source>
        <translation>Was geschieht, wenn die Zeit abläuft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Characters work side by side (own clocks)</source>
        <translation>Figuren arbeiten nebeneinander (eigene Uhren)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Interval</source>
        <translation>Intervall</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allowed</source>
        <translation>Erlaubt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out of time</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contest</source>
        <translation>Wettstreit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The GM spends 2 Threat: the opposition acts first</source>
        <translation>Die SL gibt 2 Bedrohung aus: die Gegenseite handelt zuerst</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The opposition races through the same key tasks.</source>
        <translation>Die Gegenseite hetzt durch dieselben Schlüsselproben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rulings</source>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A failed key task cannot be tried again</source>
        <translation>Eine misslungene Schlüsselprobe kann nicht wiederholt werden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>once its key task succeeds</source>
        <translation>sobald ihre Schlüsselprobe gelingt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as soon as it is attempted</source>
        <translation>sobald sie versucht wird</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A branch closes others</source>
        <translation>Ein Zweig schließt andere</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>suggested %d–%d</source>
        <translation>empfohlen %d–%d</translation>
    </message>
</context>
<context>
    <name>ChallengePanel</name>
    <message>
        <location filename="../../gmscreen/ui/firelock/challenge.py" line="+61"/>
        <source>Initiator (wins ties)</source>
        <translation>Initiator (gewinnt bei Gleichstand)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Responder</source>
        <translation>Antwortende Seite</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put this challenge away (undoable)</source>
        <translation>Diese Herausforderung weglegen (rückgängig machbar)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules options…</source>
        <translation>Regeloptionen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalties, rating range and bidding options</source>
        <translation>Abzüge, Wertebereich und Bietoptionen</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Finish the bidding first</source>
        <translation>Zuerst das Bieten abschließen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Roll both d10s</source>
        <translation>Beide W10 würfeln</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%s wins the roll &lt;b&gt;%s&lt;/b&gt; of the time (exactly %s), before bidding.</source>
        <translation>%s gewinnt den Wurf in &lt;b&gt;%s&lt;/b&gt; der Fälle (genau %s), vor dem Bieten.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the initiators</source>
        <translation>die Initiatoren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the responders</source>
        <translation>die Antwortenden</translation>
    </message>
</context>
<context>
    <name>ChallengeStatus</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/challenges/status.py" line="+39"/>
        <source>in progress</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out of time</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conflict</source>
        <translation>Konflikt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>players won</source>
        <translation>Spieler gewinnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opposition won</source>
        <translation>Gegenseite gewinnt</translation>
    </message>
    <message>
        <location line="+45"/>
        <location line="+25"/>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opposition</source>
        <translation>Gegenseite</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the GM&apos;s consequence applies</source>
        <translation>die Folge der SL tritt ein</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+67"/>
        <source>Out of time: %s</source>
        <translation>Zeit abgelaufen: %s</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Now a conflict: %s</source>
        <translation>Jetzt ein Konflikt: %s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>start combat</source>
        <translation>Kampf beginnen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Round %d — contest over</source>
        <translation>Runde %d — Wettstreit vorbei</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %d · &lt;b&gt;%s&lt;/b&gt; have priority · next: &lt;b&gt;%s&lt;/b&gt;</source>
        <translation>Runde %d · &lt;b&gt;%s&lt;/b&gt; haben Priorität · als Nächstes: &lt;b&gt;%s&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> · %s seized it for next round</source>
        <translation> · %s hat sie für die nächste Runde an sich gerissen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%d done · victory out of reach</source>
        <translation>%d erledigt · Sieg außer Reichweite</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%d done · at least %d more to win</source>
        <translation>%d erledigt · mindestens %d weitere zum Sieg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%d done · victory</source>
        <translation>%d erledigt · Sieg</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%d intervals of %s, no deadline</source>
        <translation>%d Intervalle zu je %s, keine Frist</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%d of %d intervals (%s each)</source>
        <translation>%d von %d Intervallen (je %s)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the GM&apos;s consequence</source>
        <translation>die Folge der SL</translation>
    </message>
</context>
<context>
    <name>ChallengesPanel</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/challenges/panel.py" line="+77"/>
        <source>The players&apos; key tasks</source>
        <translation>Die Schlüsselproben der Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opposition&apos;s key tasks</source>
        <translation>Die Schlüsselproben der Gegenseite</translation>
    </message>
    <message>
        <location line="+162"/>
        <source>&apos;%s&apos; is in the task panel: its roll is recorded here.</source>
        <translation>„%s“ ist im Probenfenster: sein Wurf wird hier festgehalten.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Run a key task and roll it in the task panel.</source>
        <translation>Eine Schlüsselprobe starten und im Probenfenster würfeln.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Choose a key task first.</source>
        <translation>Zuerst eine Schlüsselprobe wählen.</translation>
    </message>
</context>
<context>
    <name>CharacterDialog</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/character_dialog.py" line="+19"/>
        <source>Player character</source>
        <translation>Spielercharakter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minor NPC</source>
        <translation>Kleiner NSC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notable NPC</source>
        <translation>Nennenswerter NSC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Major NPC</source>
        <translation>Wichtiger NSC</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Add character</source>
        <translation>Figur hinzufügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e.g. Nova Reyes</source>
        <translation>z. B. Nova Reyes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>who plays them</source>
        <translation>wer sie spielt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player character starts with 3 Fortune. Attributes start at 8 and skills at 1: set them on the sheet.</source>
        <translation>Ein Spielercharakter beginnt mit 3 Fortuna. Attribute beginnen bei 8, Fertigkeiten bei 1: auf dem Bogen einstellen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A character needs a name.</source>
        <translation>Eine Figur braucht einen Namen.</translation>
    </message>
</context>
<context>
    <name>CharacterListPanel</name>
    <message>
        <location filename="../../gmscreen/ui/panels/character_list.py" line="+74"/>
        <source>Character</source>
        <translation>Figur</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Characters</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Select a character to see their sheet, or add one.</source>
        <translation>Eine Figur wählen, um ihren Bogen zu sehen, oder eine hinzufügen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected character (undoable)</source>
        <translation>Die gewählte Figur entfernen (rückgängig machbar)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%s (NPC)</source>
        <translation>%s (NSC)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove %s? Undo brings them back.</source>
        <translation>%s entfernen? Rückgängig holt sie zurück.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Remove character</source>
        <translation>Figur entfernen</translation>
    </message>
</context>
<context>
    <name>CharactersPage</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/wizard_pages.py" line="+89"/>
        <source>Player characters</source>
        <translation>Spielercharaktere</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who will the players play? Their beliefs, instincts, traits and lifepaths go on their sheets next, each born in one of the settings.</source>
        <translation>Wen werden die Spieler spielen? Ihre Überzeugungen, Instinkte, Merkmale und Lebenswege kommen als Nächstes auf ihre Bögen, jede Figur geboren in einem der Schauplätze.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One a line: Aria Venn — Sam</source>
        <translation>Eine je Zeile: Aria Venn — Sam</translation>
    </message>
</context>
<context>
    <name>CheckForm</name>
    <message>
        <location filename="../../gmscreen/ui/renaissance/check_form.py" line="+86"/>
        <source>Skill check</source>
        <translation>Fertigkeitsprobe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aptitude check (× N)</source>
        <translation>Eignungsprobe (× N)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Defaulting to a related skill</source>
        <translation>Ausweichen auf eine verwandte Fertigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defaulting to an aptitude</source>
        <translation>Ausweichen auf eine Eignung</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the skill they lack, e.g. Stealth</source>
        <translation>die fehlende Fertigkeit, z. B. Heimlichkeit</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Who rolls</source>
        <translation>Wer würfelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check</source>
        <translation>Probe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aptitude</source>
        <translation>Eignung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lacking</source>
        <translation>Fehlend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action</source>
        <translation>Handlung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Modifiers</source>
        <translation>Modifikatoren</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Choose who rolls.</source>
        <translation>Wählen Sie, wer würfelt.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1 (rating)</source>
        <translation>%1 (Wert)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 %3 + %4 ranks</source>
        <translation>%1: %2 %3 + %4 Ränge</translation>
    </message>
    <message>
        <location filename="../../gmscreen/ui/renaissance/check_labels.py" line="+19"/>
        <source>a missing skill</source>
        <translation>eine fehlende Fertigkeit</translation>
    </message>
</context>
<context>
    <name>CheckPanel</name>
    <message>
        <location filename="../../gmscreen/ui/renaissance/check_panel.py" line="+56"/>
        <location line="+7"/>
        <location line="+72"/>
        <source>Check</source>
        <translation>Probe</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>Opposed check</source>
        <translation>Vergleichende Probe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variable check</source>
        <translation>Variable Probe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opposed: one side wins. Variable: both may partly succeed.</source>
        <translation>Vergleichend: eine Seite gewinnt. Variabel: beide können teilweise Erfolg haben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule options…</source>
        <translation>Regeloptionen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The defaults where the rules are silent</source>
        <translation>Die Vorgaben, wo die Regeln schweigen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Against</source>
        <translation>Gegen</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+27"/>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>roll dice</source>
        <translation>Würfel werfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D% </source>
        <translation>W% </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A D% rolled at the table, typed in (a 100 is entered as 0)</source>
        <translation>Ein am Tisch gewürfelter W%, eingetippt (eine 100 wird als 0 eingegeben)</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>First side</source>
        <translation>Erste Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second side</source>
        <translation>Zweite Seite</translation>
    </message>
</context>
<context>
    <name>CheckResultView</name>
    <message>
        <location filename="../../gmscreen/ui/renaissance/check_result.py" line="+101"/>
        <source>Upgrade</source>
        <translation>Verbessern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downgrade</source>
        <translation>Verschlechtern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spend a Luck Point</source>
        <translation>Einen Glückspunkt ausgeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The roller pays one Luck Point for the shift</source>
        <translation>Wer würfelt, zahlt einen Glückspunkt für die Verschiebung</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>this roll was undone</source>
        <translation>dieser Wurf wurde rückgängig gemacht</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>this check was already shifted: a check shifts once at most</source>
        <translation>diese Probe wurde schon verbessert oder verschlechtert: das geht nur einmal je Probe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a %1 cannot be upgraded</source>
        <translation>ein %1 lässt sich nicht verbessern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a %1 cannot be downgraded</source>
        <translation>ein %1 lässt sich nicht verschlechtern</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not rolled yet</source>
        <translation>Noch nicht gewürfelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chance of each grade is shown above.</source>
        <translation>Die Wahrscheinlichkeit jedes Erfolgsgrads steht oben.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>TN %s</source>
        <translation>ZW %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (held from %s)</source>
        <translation> (gehalten seit %s)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;undone&lt;/b&gt;</source>
        <translation>&lt;b&gt;rückgängig gemacht&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Once per check; never across success/failure</source>
        <translation>Einmal je Probe; nie über Erfolg/Fehlschlag hinweg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spend a Luck Point (%d left)</source>
        <translation>Einen Glückspunkt ausgeben (%d übrig)</translation>
    </message>
</context>
<context>
    <name>CheckSide</name>
    <message>
        <location filename="../../gmscreen/ui/renaissance/check_side.py" line="+31"/>
        <source>TN %1</source>
        <translation>ZW %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>held to %1</source>
        <translation>begrenzt auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(a TN is always 1–98)</source>
        <translation>(ein ZW liegt immer bei 1–98)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Base plus every ticked modifier, rounded down, held to 1–98</source>
        <translation>Basis plus jeder angehakte Modifikator, abgerundet, begrenzt auf 1–98</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Success &lt;b&gt;%s&lt;/b&gt; · failure &lt;b&gt;%s&lt;/b&gt; — exact, before the roll</source>
        <translation>Erfolg &lt;b&gt;%s&lt;/b&gt; · Fehlschlag &lt;b&gt;%s&lt;/b&gt; — genau, vor dem Wurf</translation>
    </message>
</context>
<context>
    <name>CombatantRow</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/tracker_rows.py" line="+106"/>
        <source>%d/%d turns</source>
        <translation>%d/%d Züge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DYING</source>
        <translation>STERBEND</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>defeated</source>
        <translation>besiegt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>acted</source>
        <translation>hat gehandelt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%s is acting</source>
        <translation>%s ist am Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%s may take the next turn (double-click)</source>
        <translation>%s darf den nächsten Zug machen (Doppelklick)</translation>
    </message>
</context>
<context>
    <name>ConditionsPage</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/end_of_session_pages.py" line="+127"/>
        <source>4. Voluntary conditions</source>
        <translation>4. Freiwillige Zustände</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>now: %s</source>
        <translation>jetzt: %s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>happy, hopeful, angry …</source>
        <translation>froh, hoffnungsvoll, wütend …</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a short epilogue that shows it</source>
        <translation>ein kurzer Epilog, der es zeigt</translation>
    </message>
</context>
<context>
    <name>ContestView</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/roll_result.py" line="+163"/>
        <source>Let it ride: settle the test</source>
        <translation>Stehen lassen: die Probe abschließen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No more rerolls: break any tie, and apply artha, assets and tax</source>
        <translation>Keine weiteren Neuwürfe: Gleichstände brechen, dann Artha, Vorzüge und Belastung anwenden</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Task %dD</source>
        <translation>Probe %dW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Obstacle %dD</source>
        <translation>Hindernis %dW</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>If it fails: %s (instead of the tax)</source>
        <translation>Bei Fehlschlag: %s (statt der Belastung)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The task is ahead</source>
        <translation>Die Probe liegt vorn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The obstacle is ahead</source>
        <translation>Das Hindernis liegt voraus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead heat: both would roll again</source>
        <translation>Gleichstand: beide würden erneut würfeln</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(a tie: more dice win, %1D against %2D)</source>
        <translation>(Gleichstand: mehr Würfel gewinnen, %1W gegen %2W)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+81"/>
        <source>against</source>
        <translation>gegen</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>The task wins &lt;b&gt;%s&lt;/b&gt; from here, if both sides use the rerolls they hold well</source>
        <translation>Die Probe gewinnt von hier aus in &lt;b&gt;%s&lt;/b&gt; der Fälle, wenn beide Seiten ihre Neuwürfe gut nutzen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&lt;b&gt;%s&lt;/b&gt; may reroll, paying with</source>
        <translation>&lt;b&gt;%s&lt;/b&gt; darf neu würfeln und bezahlt mit</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reroll the %s roll; the task then wins %s</source>
        <translation>Den Wurf %s neu würfeln; die Probe gewinnt dann in %s der Fälle</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>noted on %s</source>
        <translation>bei %s notiert</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%s&apos;s %s is taxed</source>
        <translation>%s: %s ist belastet</translation>
    </message>
    <message>
        <location filename="../../gmscreen/ui/renaissance/contest_view.py" line="+65"/>
        <source>Both sides need a check to show the odds.</source>
        <translation>Beide Seiten brauchen eine Probe, um die Chancen zu zeigen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+1"/>
        <source>%s wins &lt;b&gt;%s&lt;/b&gt;</source>
        <translation>%s gewinnt &lt;b&gt;%s&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>both partly succeed &lt;b&gt;%s&lt;/b&gt;</source>
        <translation>beide haben teilweise Erfolg &lt;b&gt;%s&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Before the roll: %s. A round is rerolled %s of the time.</source>
        <translation>Vor dem Wurf: %s. Eine Runde wird in %s der Fälle neu gewürfelt.</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+1"/>
        <source>%s wins</source>
        <translation>%s gewinnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>both partly succeed</source>
        <translation>beide haben teilweise Erfolg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roll again</source>
        <translation>erneut würfeln</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round %d: %s %02d (%s), %s %02d (%s) — %s</source>
        <translation>Runde %d: %s %02d (%s), %s %02d (%s) — %s</translation>
    </message>
    <message>
        <location line="+18"/>
        <source> (undone)</source>
        <translation> (rückgängig gemacht)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both partly succeed</source>
        <translation>Beide haben teilweise Erfolg</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Still undecided after %d rounds: the GM decides</source>
        <translation>Nach %d Runden noch unentschieden: die SL entscheidet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>higher MoS, %d against %d</source>
        <translation>höhere Erfolgsspanne, %d gegen %d</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the only success</source>
        <translation>der einzige Erfolg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%s wins — %s</source>
        <translation>%s gewinnt — %s</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <location filename="../../gmscreen/ui/shell/crash_report.py" line="+118"/>
        <source>gmscreen ran into a bug it did not expect: {error}

Everything you did before this is saved in the campaign file. You can go on playing; if the same thing happens again, please send the report below to the developers.</source>
        <translation>gmscreen ist auf einen unerwarteten Fehler gestoßen: {error}

Alles, was Sie davor getan haben, ist in der Kampagnendatei gespeichert. Sie können weiterspielen; wenn dasselbe noch einmal passiert, schicken Sie bitte den Bericht unten an die Entwickler.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Report: {path}</source>
        <translation>Bericht: {path}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Unexpected error</source>
        <translation>Unerwarteter Fehler</translation>
    </message>
</context>
<context>
    <name>DiceView</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/dice_view.py" line="+35"/>
        <source>leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bonus die</source>
        <translation>Bonuswürfel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bought die</source>
        <translation>gekaufter Würfel</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>assistant %1</source>
        <translation>Helfer %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2, TN %3)</source>
        <translation>%1 (%2, ZW %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>critical success: 2 successes</source>
        <translation>kritischer Erfolg: 2 Erfolge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 success</source>
        <translation>1 Erfolg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no success</source>
        <translation>kein Erfolg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not counted: the leader scored nothing</source>
        <translation>nicht gezählt: der Anführer hatte keinen Erfolg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>complication</source>
        <translation>Komplikation</translation>
    </message>
</context>
<context>
    <name>DockHost</name>
    <message>
        <location filename="../../gmscreen/ui/workspace.py" line="+152"/>
        <source>Characters</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/workspace.py" line="+26"/>
        <source>Test</source>
        <translation>Probe</translation>
    </message>
    <message>
        <location filename="../../gmscreen/ui/renaissance/workspace.py" line="+20"/>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <location filename="../../gmscreen/ui/rfi/workspace.py" line="+86"/>
        <source>Pools</source>
        <translation>Pools</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Traits</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn Tracker</source>
        <translation>Zugreihenfolge</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Task</source>
        <translation>Probe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenges</source>
        <translation>Herausforderungen</translation>
    </message>
    <message>
        <location filename="../../gmscreen/ui/workspace.py" line="-32"/>
        <source>Scenes</source>
        <translation>Szenen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Roll Log</source>
        <translation>Wurfprotokoll</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reference</source>
        <translation>Regelreferenz</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player View</source>
        <translation>Spieleransicht</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
</context>
<context>
    <name>EndOfSessionDialog</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/end_of_session.py" line="+70"/>
        <source>End of session</source>
        <translation>Sitzungsende</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Session %d</source>
        <translation>Sitzung %d</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>+%d persona</source>
        <translation>+%d Persona</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>now %s</source>
        <translation>jetzt %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No player characters.</source>
        <translation>Keine Spielercharaktere.</translation>
    </message>
</context>
<context>
    <name>EndOfSessionSteps</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/end_of_session_pages.py" line="-251"/>
        <source>Award persona points for beliefs furthered and resolved</source>
        <translation>Persona-Punkte für vorangebrachte und erreichte Überzeugungen vergeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set beliefs and instincts for the next session (persona points for changes)</source>
        <translation>Überzeugungen und Instinkte für die nächste Sitzung festlegen (Persona-Punkte für Änderungen)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hold a trait vote if a significant milestone was passed</source>
        <translation>Über Merkmale abstimmen, wenn ein wichtiger Meilenstein erreicht wurde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player may set one voluntary condition, with a short epilogue</source>
        <translation>Jeder Spieler darf einen freiwilligen Zustand festlegen, mit einem kurzen Epilog</translation>
    </message>
</context>
<context>
    <name>ExchangeView</name>
    <message>
        <location filename="../../gmscreen/ui/firelock/side_names.py" line="+17"/>
        <source>the obstacle</source>
        <translation>das Hindernis</translation>
    </message>
    <message>
        <location filename="../../gmscreen/ui/firelock/exchange_view.py" line="+28"/>
        <source>obstacle</source>
        <translation>Hindernis</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>+ die %1</source>
        <translation>+ Würfel %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Roll and bidding</source>
        <translation>Wurf und Bieten</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+26"/>
        <source>Nothing rolled yet: set up the challenge and roll.</source>
        <translation>Noch nichts gewürfelt: die Herausforderung einrichten und würfeln.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%s is winning by %d. %s bids first and must beat %d.</source>
        <translation>%s führt mit %d. %s bietet zuerst und muss %d übertreffen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A tie: %s started the challenge and is winning. %s bids first.</source>
        <translation>Gleichstand: %s hat die Herausforderung begonnen und liegt vorn. %s bietet zuerst.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 leads after %n bid(s).</source>
        <translation>
            <numerusform>%1 führt nach %n Gebot.</numerusform>
            <numerusform>%1 führt nach %n Geboten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%s won by %s</source>
        <translation>%s gewann mit %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll %d of %d</source>
        <translation>Wurf %d von %d</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%s wins the challenge.</source>
        <translation>%s gewinnt die Herausforderung.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%s wins this roll. Next: %s.</source>
        <translation>%s gewinnt diesen Wurf. Als Nächstes: %s.</translation>
    </message>
</context>
<context>
    <name>FactionsPage</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/wizard_factions.py" line="+34"/>
        <source>Factions</source>
        <translation>Fraktionen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who holds power in each setting? Name the 1 or 2 strongest people or organisations; at most one per setting is a major power.</source>
        <translation>Wer hat in jedem Schauplatz die Macht? Nennen Sie die 1 oder 2 stärksten Personen oder Organisationen; höchstens eine je Schauplatz ist eine große Macht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Setting</source>
        <translation>Schauplatz</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Add faction</source>
        <translation>Fraktion hinzufügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%s power</source>
        <translation>Macht: %s</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The relationship map needs at least 3 factions.</source>
        <translation>Die Beziehungskarte braucht mindestens 3 Fraktionen.</translation>
    </message>
</context>
<context>
    <name>FileFailures</name>
    <message>
        <location filename="../../gmscreen/ui/shell/file_words.py" line="+29"/>
        <source>“%1” does not exist.</source>
        <translation>„%1“ existiert nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is a folder.</source>
        <translation>„%1“ ist ein Ordner.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is empty: it holds no campaign.</source>
        <translation>„%1“ ist leer: Die Datei enthält keine Kampagne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is not a GM Screen campaign file.</source>
        <translation>„%1“ ist keine Kampagnendatei von gmscreen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is a database of another program, not a GM Screen campaign.</source>
        <translation>„%1“ ist eine Datenbank eines anderen Programms, keine Kampagne von gmscreen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is cut short (%2 bytes): the campaign file is incomplete.</source>
        <translation>„%1“ ist abgeschnitten (%2 Bytes): Die Kampagnendatei ist unvollständig.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is cut short (%2 of %3 bytes): the campaign file is incomplete. Use a backup or a snapshot copy.</source>
        <translation>„%1“ ist abgeschnitten (%2 von %3 Bytes): Die Kampagnendatei ist unvollständig. Verwenden Sie eine Sicherungskopie oder einen Sicherungspunkt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>“%1” is damaged: its header is unreadable.</source>
        <translation>„%1“ ist beschädigt: Ihr Dateikopf ist unlesbar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is damaged: it does not say which format it uses.</source>
        <translation>„%1“ ist beschädigt: Die Datei gibt nicht an, welches Format sie verwendet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is damaged and cannot be opened. Use a backup or a snapshot copy.</source>
        <translation>„%1“ ist beschädigt und kann nicht geöffnet werden. Verwenden Sie eine Sicherungskopie oder einen Sicherungspunkt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is damaged and was not opened: %2. The file was left as it was; use a backup or a snapshot copy.</source>
        <translation>„%1“ ist beschädigt und wurde nicht geöffnet: %2. Die Datei blieb unverändert; verwenden Sie eine Sicherungskopie oder einen Sicherungspunkt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>“%1” is damaged (%2). Use a backup or a snapshot copy.</source>
        <translation>„%1“ ist beschädigt (%2). Verwenden Sie eine Sicherungskopie oder einen Sicherungspunkt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” was saved by a newer version of GM Screen. Update GM Screen to open it; the file was not changed.</source>
        <translation>„%1“ wurde von einer neueren Version von gmscreen gespeichert. Aktualisieren Sie gmscreen, um die Datei zu öffnen; sie wurde nicht verändert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>“%1” was saved by a newer version of GM Screen (format %2). Update GM Screen to open it; the file was not changed.</source>
        <translation>„%1“ wurde von einer neueren Version von gmscreen gespeichert (Format %2). Aktualisieren Sie gmscreen, um die Datei zu öffnen; sie wurde nicht verändert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>“%1” is open in another program, probably another GM Screen window. Close it there first.</source>
        <translation>„%1“ ist in einem anderen Programm geöffnet, vermutlich in einem anderen gmscreen-Fenster. Schließen Sie die Datei zuerst dort.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“%1” cannot be written: check that you may change the file and its folder, or open it read-only.</source>
        <translation>„%1“ kann nicht geschrieben werden: Prüfen Sie, ob Sie die Datei und ihren Ordner ändern dürfen, oder öffnen Sie sie schreibgeschützt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>“%1” cannot be read (%2). Check that you may read the file and its folder.</source>
        <translation>„%1“ kann nicht gelesen werden (%2). Prüfen Sie, ob Sie die Datei und ihren Ordner lesen dürfen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“%1” was not closed properly. Open it normally once to repair it.</source>
        <translation>„%1“ wurde nicht ordnungsgemäß geschlossen. Öffnen Sie die Datei einmal normal, um sie zu reparieren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“%1” was saved by an older GM Screen. Open it normally once to update it.</source>
        <translation>„%1“ wurde von einer älteren Version von gmscreen gespeichert. Öffnen Sie die Datei einmal normal, um sie zu aktualisieren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“%1” was saved by an older GM Screen and must be updated, but the backup copy made first could not be written (%2). Nothing was changed: free some space beside the file, then open it again.</source>
        <translation>„%1“ wurde von einer älteren Version von gmscreen gespeichert und muss aktualisiert werden, aber die vorher angelegte Sicherungskopie konnte nicht geschrieben werden (%2). Nichts wurde verändert: Schaffen Sie Platz neben der Datei und öffnen Sie sie dann erneut.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Updating “%1” to this version of GM Screen failed; the file was left exactly as it was. Please report this problem: %2</source>
        <translation>Die Aktualisierung von „%1“ auf diese Version von gmscreen ist fehlgeschlagen; die Datei blieb genau so, wie sie war. Bitte melden Sie dieses Problem: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>“%1” could not be opened: %2</source>
        <translation>„%1“ konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” could not be read (%2). Nothing was changed. Check the disk, then try again.</source>
        <translation>„%1“ konnte nicht gelesen werden (%2). Nichts wurde verändert. Prüfen Sie den Datenträger und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“%1” is open read-only: changes cannot be saved.</source>
        <translation>„%1“ ist schreibgeschützt geöffnet: Änderungen können nicht gespeichert werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” can no longer be written, so the last change was not saved and nothing changed. Check that the file and its folder may be changed, or use File ▸ Save As to keep a copy elsewhere.</source>
        <translation>„%1“ kann nicht mehr geschrieben werden; die letzte Änderung wurde daher nicht gespeichert, und nichts hat sich geändert. Prüfen Sie, ob die Datei und ihr Ordner geändert werden dürfen, oder sichern Sie mit Datei ▸ Speichern unter eine Kopie an einem anderen Ort.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The disk holding “%1” is full, so the last change was not saved and nothing changed. Free some space, or use File ▸ Save As to keep a copy on another disk, then try again.</source>
        <translation>Der Datenträger mit „%1“ ist voll; die letzte Änderung wurde daher nicht gespeichert, und nichts hat sich geändert. Schaffen Sie Platz oder sichern Sie mit Datei ▸ Speichern unter eine Kopie auf einem anderen Datenträger und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>“%1” could not be saved (%2), so the last change was not saved and nothing changed. Check the disk (space, a removed drive), or use File ▸ Save As to keep a copy elsewhere, then try again.</source>
        <translation>„%1“ konnte nicht gespeichert werden (%2); die letzte Änderung wurde daher nicht gespeichert, und nichts hat sich geändert. Prüfen Sie den Datenträger (freier Platz, ein entferntes Laufwerk) oder sichern Sie mit Datei ▸ Speichern unter eine Kopie an einem anderen Ort und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The undo history of “%1” is damaged at this step (%2), so it cannot be undone or redone. Nothing was changed.</source>
        <translation>Der Verlauf von „%1“ ist an diesem Schritt beschädigt (%2); der Schritt kann daher weder rückgängig gemacht noch wiederholt werden. Nichts wurde verändert.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>“%1” is this campaign itself.</source>
        <translation>„%1“ ist diese Kampagne selbst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” already exists.</source>
        <translation>„%1“ existiert bereits.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is closed.</source>
        <translation>„%1“ ist geschlossen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A copy could not be written to “%1”: %2</source>
        <translation>Eine Kopie konnte nicht nach „%1“ geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The new campaign&apos;s records do not fit together (%1).</source>
        <translation>Die Einträge der neuen Kampagne passen nicht zusammen (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” is not UTF-8 text.</source>
        <translation>„%1“ ist kein UTF-8-Text.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” cannot be read: %2</source>
        <translation>„%1“ kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1”, line %2, column %3: not valid JSON (%4).</source>
        <translation>„%1“, Zeile %2, Spalte %3: kein gültiges JSON (%4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is not a campaign export: its values are nested too deeply. Nothing was imported.</source>
        <translation>„%1“ ist kein Kampagnen-Export: Seine Werte sind zu tief verschachtelt. Nichts wurde importiert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“%1” is not a campaign export: %2. Nothing was imported.</source>
        <translation>„%1“ ist kein Kampagnen-Export: %2. Nichts wurde importiert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is not a campaign export this version can read (%2). Nothing was imported.</source>
        <translation>„%1“ ist kein Kampagnen-Export, den diese Version lesen kann (%2). Nichts wurde importiert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“%1” would make a campaign that cannot be opened: %2. Nothing was imported.</source>
        <translation>Aus „%1“ entstünde eine Kampagne, die sich nicht öffnen lässt: %2. Nichts wurde importiert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“%1” holds a value a campaign cannot store (%2). Nothing was imported.</source>
        <translation>„%1“ enthält einen Wert, den eine Kampagne nicht speichern kann (%2). Nichts wurde importiert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>“%1”, line %2, %3: %4. Nothing was imported.</source>
        <translation>„%1“, Zeile %2, %3: %4. Nichts wurde importiert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1”, %2: %3. Nothing was imported.</source>
        <translation>„%1“, %2: %3. Nichts wurde importiert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>file is not a database</source>
        <translation>die Datei ist keine Datenbank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>database disk image is malformed</source>
        <translation>das Abbild der Datenbank ist beschädigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>database or disk is full</source>
        <translation>die Datenbank oder der Datenträger ist voll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>disk I/O error</source>
        <translation>Lese- oder Schreibfehler des Datenträgers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attempt to write a readonly database</source>
        <translation>Schreibversuch in eine schreibgeschützte Datenbank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unable to open database file</source>
        <translation>die Datenbankdatei lässt sich nicht öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>database is locked</source>
        <translation>die Datenbank ist gesperrt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>malformed JSON</source>
        <translation>fehlerhaftes JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[Errno %1] %2: &apos;%3&apos;</source>
        <translation>%2: „%3“ (Fehler %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[Errno %1] %2</source>
        <translation>%2 (Fehler %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No space left on device</source>
        <translation>Kein Platz mehr auf dem Datenträger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Permission denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read-only file system</source>
        <translation>Schreibgeschütztes Dateisystem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No such file or directory</source>
        <translation>Datei oder Ordner nicht gefunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Is a directory</source>
        <translation>Ist ein Ordner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unreadable bytes</source>
        <translation>unlesbare Bytes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its “%1” table is missing</source>
        <translation>die Tabelle „%1“ fehlt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the “%1” table has no “%2” column</source>
        <translation>der Tabelle „%1“ fehlt die Spalte „%2“</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>row %1 of the “%2” table holds a value of the wrong type in “%3”</source>
        <translation>Zeile %1 der Tabelle „%2“ enthält in „%3“ einen Wert des falschen Typs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>row %1 of the “%2” table refers to a missing record</source>
        <translation>Zeile %1 der Tabelle „%2“ verweist auf einen fehlenden Eintrag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the “%1” table holds %2</source>
        <translation>die Tabelle „%1“ enthält %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it has no campaign record</source>
        <translation>ihr fehlt der Kampagneneintrag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its setting “%1” holds %2</source>
        <translation>ihre Einstellung „%1“ enthält %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expecting value</source>
        <translation>Wert erwartet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>Name in doppelten Anführungszeichen erwartet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expecting &apos;,&apos; delimiter</source>
        <translation>Trennzeichen „,“ erwartet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expecting &apos;:&apos; delimiter</source>
        <translation>Trennzeichen „:“ erwartet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unterminated string starting at</source>
        <translation>Nicht abgeschlossener Text ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invalid control character at</source>
        <translation>Ungültiges Steuerzeichen bei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra data</source>
        <translation>Überzählige Daten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>top level</source>
        <translation>oberste Ebene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown entry</source>
        <translation>unbekannter Eintrag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a GM Screen campaign export (expected %1)</source>
        <translation>kein Kampagnen-Export von gmscreen (erwartet: %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a whole number from 1</source>
        <translation>erwartet: eine ganze Zahl ab 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>written by a newer GM Screen; update to import it</source>
        <translation>von einer neueren Version von gmscreen geschrieben; aktualisieren Sie gmscreen, um ihn zu importieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the campaign record (id %1) is missing</source>
        <translation>der Kampagneneintrag (ID %1) fehlt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a campaign file holds one campaign</source>
        <translation>eine Kampagnendatei enthält genau eine Kampagne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a list of actions</source>
        <translation>erwartet: eine Liste von Aktionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a list of records</source>
        <translation>erwartet: eine Liste von Einträgen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a whole number above the previous</source>
        <translation>erwartet: eine ganze Zahl über der vorigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a whole number</source>
        <translation>erwartet: eine ganze Zahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected text</source>
        <translation>erwartet: Text</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a done action after an undone one</source>
        <translation>eine ausgeführte Aktion nach einer rückgängig gemachten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected an object, got %1</source>
        <translation>erwartet: ein Objekt, erhalten: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown kind of record %1</source>
        <translation>unbekannte Art von Eintrag %1</translation>
    </message>
    <message>
        <location filename="../../gmscreen/app.py" line="+179"/>
        <source>no campaign is open</source>
        <translation>Keine Kampagne ist geöffnet</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is already open</source>
        <translation>%1 ist bereits geöffnet</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>“%1” could not be written (%2). The campaign is unchanged; check the disk space and the folder, or export somewhere else.</source>
        <translation>„%1“ konnte nicht geschrieben werden (%2). Die Kampagne ist unverändert; prüfen Sie den freien Platz und den Ordner oder exportieren Sie an einen anderen Ort.</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>“%1” could not be read: %2. It was left as it was.</source>
        <translation>„%1“ konnte nicht gelesen werden: %2. Die Datei blieb unverändert.</translation>
    </message>
    <message>
        <location line="+242"/>
        <source>“%1” could not be opened: %2

The demo campaign is open instead; File ▸ Open recent lists your other campaigns.</source>
        <translation>„%1“ konnte nicht geöffnet werden: %2

Stattdessen ist die Demo-Kampagne geöffnet; Datei ▸ Zuletzt geöffnet listet Ihre anderen Kampagnen.</translation>
    </message>
    <message>
        <location line="-276"/>
        <source>This campaign is in a folder that %1 synchronises. Syncing a file while gmscreen has it open can produce conflicting copies: close gmscreen before opening the campaign on another computer.</source>
        <translation>Diese Kampagne liegt in einem Ordner, den %1 synchronisiert. Wird eine Datei synchronisiert, während gmscreen sie geöffnet hat, können widersprüchliche Kopien entstehen: Schließen Sie gmscreen, bevor Sie die Kampagne auf einem anderen Computer öffnen.</translation>
    </message>
    <message>
        <location filename="../../gmscreen/ui/shell/file_words.py" line="+1"/>
        <source>expected a list of changes</source>
        <translation>erwartet: eine Liste von Änderungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a change needs a record before or after</source>
        <translation>eine Änderung braucht einen Eintrag davor oder danach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no %1 %2</source>
        <translation>es gibt kein(e) %1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a second %1 %2</source>
        <translation>ein zweites Mal %1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: missing field %2</source>
        <translation>%1: Feld %2 fehlt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: unknown field(s) %2</source>
        <translation>%1: unbekannte(s) Feld(er) %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 is not one of %3</source>
        <translation>%1: %2 ist keiner der Werte %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: expected a list, got %2</source>
        <translation>%1: erwartet: eine Liste, erhalten: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: expected an object, got %2</source>
        <translation>%1: erwartet: ein Objekt, erhalten: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: expected a number, got %2</source>
        <translation>%1: erwartet: eine Zahl, erhalten: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: invalid base64 data</source>
        <translation>%1: ungültige Base64-Daten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown record kind %1</source>
        <translation>unbekannte Art von Eintrag %1</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>this change refers to something that no longer exists, so it was not saved</source>
        <translation>diese Änderung bezieht sich auf etwas, das es nicht mehr gibt, und wurde daher nicht gespeichert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this change was not saved: %1</source>
        <translation>diese Änderung wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>action %1 is not %2: the undo history is out of date</source>
        <translation>Schritt %1 ist nicht im erwarteten Zustand (%2): Der Verlauf ist veraltet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no snapshot %1 any more</source>
        <translation>den Sicherungspunkt %1 gibt es nicht mehr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the campaign file was changed by another program since it was opened; it was read again and nothing was saved: please try again</source>
        <translation>die Kampagnendatei wurde seit dem Öffnen von einem anderen Programm geändert; sie wurde neu eingelesen und nichts wurde gespeichert: Bitte versuchen Sie es erneut</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <location filename="../../gmscreen/ui/shell/filemenu.py" line="+107"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;New campaign…</source>
        <translation>&amp;Neue Kampagne…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open read-&amp;only…</source>
        <translation>Schreib&amp;geschützt öffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export as JSON…</source>
        <translation>Als JSON &amp;exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import from JSON…</source>
        <translation>Aus JSON &amp;importieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import &amp;map…</source>
        <translation>&amp;Karte importieren…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take a &amp;snapshot</source>
        <translation>&amp;Sicherungspunkt anlegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Revert to a snapshot…</source>
        <translation>Zu einem Sicherungspunkt zurückkehren…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Campaign in a synced folder</source>
        <translation>Kampagne in einem synchronisierten Ordner</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Open a campaign</source>
        <translation>Eine Kampagne öffnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a campaign read-only</source>
        <translation>Eine Kampagne schreibgeschützt öffnen</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>(none yet)</source>
        <translation>(noch keine)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save a copy as</source>
        <translation>Eine Kopie speichern als</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export as JSON</source>
        <translation>Als JSON exportieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+49"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Import a JSON export</source>
        <translation>Einen JSON-Export importieren</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Save the imported campaign as</source>
        <translation>Importierte Kampagne speichern als</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Take a snapshot</source>
        <translation>Einen Sicherungspunkt anlegen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Label (optional):</source>
        <translation>Bezeichnung (optional):</translation>
    </message>
    <message>
        <location filename="../../gmscreen/ui/shell/snapshot_names.py" line="+20"/>
        <source>session start</source>
        <translation>Sitzungsbeginn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on demand</source>
        <translation>auf Abruf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>before revert</source>
        <translation>vor dem Zurücksetzen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>before reverting to %1</source>
        <translation>vor dem Zurücksetzen auf %1</translation>
    </message>
    <message>
        <location filename="../../gmscreen/ui/shell/filemenu.py" line="+19"/>
        <source>Snapshots</source>
        <translation>Sicherungspunkte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No snapshots yet.</source>
        <translation>Noch keine Sicherungspunkte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Revert to a snapshot</source>
        <translation>Zu einem Sicherungspunkt zurückkehren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current state is snapshotted first, so this can be undone:</source>
        <translation>Der aktuelle Stand wird zuerst gesichert, sodass sich das rückgängig machen lässt:</translation>
    </message>
    <message>
        <location line="-272"/>
        <location line="+253"/>
        <source>Cannot take a snapshot</source>
        <translation>Sicherungspunkt nicht möglich</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>Exporting to “%s”…</source>
        <translation>Export nach „%s“ …</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export cancelled</source>
        <translation>Export abgebrochen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The export was cancelled: nothing was written, “%s” is as it was.</source>
        <translation>Der Export wurde abgebrochen: Es wurde nichts geschrieben, „%s“ ist unverändert.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Checking “%s”…</source>
        <translation>„%s“ wird geprüft …</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Importing “%s”…</source>
        <translation>„%s“ wird importiert …</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Import cancelled</source>
        <translation>Import abgebrochen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The import was cancelled: no campaign was created.</source>
        <translation>Der Import wurde abgebrochen: Es wurde keine Kampagne angelegt.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Reverting to the snapshot of %s…</source>
        <translation>Zurück zum Sicherungspunkt vom %s …</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Revert cancelled</source>
        <translation>Zurücksetzen abgebrochen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The revert was cancelled: the campaign is as it was.</source>
        <translation>Das Zurücksetzen wurde abgebrochen: Die Kampagne ist unverändert.</translation>
    </message>
    <message>
        <location line="-237"/>
        <location line="+24"/>
        <source>Cannot open the campaign</source>
        <translation>Kampagne kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+2"/>
        <location line="+22"/>
        <location line="+2"/>
        <source>Cannot create the campaign</source>
        <translation>Kampagne kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot save a copy</source>
        <translation>Kopie kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <location line="+55"/>
        <location line="+17"/>
        <location line="+4"/>
        <source>Cannot import</source>
        <translation>Import nicht möglich</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot list the snapshots</source>
        <translation>Sicherungspunkte können nicht aufgelistet werden</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cannot revert</source>
        <translation>Zurücksetzen nicht möglich</translation>
    </message>
</context>
<context>
    <name>FirelockRollLines</name>
    <message>
        <location filename="../../gmscreen/ui/firelock/roll_lines.py" line="+28"/>
        <source>bidding is over</source>
        <translation>das Bieten ist vorbei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sides bid in turn, the side set to lose first</source>
        <translation>die Seiten bieten abwechselnd, die unterlegene zuerst</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first bid beats the margin lost by</source>
        <translation>das erste Gebot übertrifft den Rückstand</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bids must be new</source>
        <translation>Gebote müssen neu sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no bid on the score rolled with</source>
        <translation>kein Gebot auf den gewürfelten Wert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bids must be relevant</source>
        <translation>Gebote müssen relevant sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bids must be significant</source>
        <translation>Gebote müssen bedeutsam sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no second underbid in a row</source>
        <translation>kein zweites Untergebot in Folge</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bids must be true</source>
        <translation>Gebote müssen wahr sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compared scores are checked against the sheets</source>
        <translation>verglichene Werte werden an den Bögen geprüft</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the obstacle</source>
        <translation>das Hindernis</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1, rolled %2 = %3</source>
        <translation>%1, gewürfelt %2 = %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>tie, %1 (the initiator) winning</source>
        <translation>Gleichstand, %1 (Initiator) gewinnt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 winning by %2</source>
        <translation>%1 gewinnt mit %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 vs %2: %3</source>
        <translation>%1 gegen %2: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 declines to bid</source>
        <translation>%1 verzichtet aufs Bieten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 fails a bid (%2)</source>
        <translation>%1 scheitert mit einem Gebot (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1; %2 wins the challenge</source>
        <translation>%1; %2 gewinnt die Herausforderung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; %2 wins %3 and the challenge</source>
        <translation>%1; %2 gewinnt %3 und die Herausforderung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; %2 wins %3</source>
        <translation>%1; %2 gewinnt %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>accepted</source>
        <translation>angenommen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 bids %2 — %3</source>
        <translation>%1 bietet %2 — %3</translation>
    </message>
</context>
<context>
    <name>FirelockRulesDialog</name>
    <message>
        <location filename="../../gmscreen/ui/firelock/rules_dialog.py" line="+32"/>
        <source>Firelock rules options</source>
        <translation>Regeloptionen für Firelock</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Offered when a skill is added; any other name is fine</source>
        <translation>Wird angeboten, wenn eine Fertigkeit hinzukommt; jeder andere Name geht auch</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A claim either side made is no longer new</source>
        <translation>Eine Behauptung, die eine Seite aufgestellt hat, ist nicht mehr neu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A bid found untrue loses the bidding</source>
        <translation>Ein als unwahr entlarvtes Gebot verliert das Bieten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each score once per complex challenge</source>
        <translation>Jeder Wert einmal je komplexer Herausforderung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Abilities</source>
        <translation>Fähigkeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested skills</source>
        <translation>Vorgeschlagene Fertigkeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lowest rating</source>
        <translation>Niedrigste Stufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highest rating</source>
        <translation>Höchste Stufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die sides</source>
        <translation>Seiten des Würfels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mostly sensible substitution</source>
        <translation>Weitgehend sinnvolle Ersetzung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dubious substitution</source>
        <translation>Zweifelhafte Ersetzung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Borderline substitution</source>
        <translation>Grenzwertige Ersetzung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest clever bonus</source>
        <translation>Größter Bonus für Einfallsreichtum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bid may fall short by</source>
        <translation>Ein Gebot darf zu kurz greifen um</translation>
    </message>
</context>
<context>
    <name>FirelockSheetForm</name>
    <message>
        <location filename="../../gmscreen/ui/firelock/sheet_form.py" line="+58"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abilities</source>
        <translation>Fähigkeiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skills</source>
        <translation>Fertigkeiten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New skill, e.g. Melee</source>
        <translation>Neue Fertigkeit, z. B. Nahkampf</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%s — the next edit repairs the sheet.</source>
        <translation>%s — die nächste Änderung repariert den Bogen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Abilities (%d–%d)</source>
        <translation>Fähigkeiten (%d–%d)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skills (%d–%d, any name)</source>
        <translation>Fertigkeiten (%d–%d, beliebiger Name)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Remove the skill %s</source>
        <translation>Die Fertigkeit %s entfernen</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Type the new skill&apos;s name first.</source>
        <translation>Zuerst den Namen der neuen Fertigkeit eingeben.</translation>
    </message>
</context>
<context>
    <name>FirelockSheetsPanel</name>
    <message>
        <location filename="../../gmscreen/ui/firelock/sheets.py" line="+28"/>
        <source>New character</source>
        <translation>Neue Figur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PC</source>
        <translation>SC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NPC</source>
        <translation>NSC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Type the new character&apos;s name first.</source>
        <translation>Zuerst den Namen der neuen Figur eingeben.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../../gmscreen/ui/shell/help.py" line="+58"/>
        <source>Main window</source>
        <translation>Hauptfenster</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <location filename="../../gmscreen/ui/shell/help_menu.py" line="+22"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quick start…</source>
        <translation>&amp;Schnellstart…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Keyboard shortcuts…</source>
        <translation>&amp;Tastenkürzel…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About gmscreen</source>
        <translation>Ü&amp;ber gmscreen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>About gmscreen</source>
        <translation>Über gmscreen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gmscreen %s — a GM screen for tabletop role-playing games.</source>
        <translation>gmscreen %s — ein Spielleiterschirm für Pen-&amp;-Paper-Rollenspiele.</translation>
    </message>
</context>
<context>
    <name>Hindrances</name>
    <message>
        <location filename="../../build/lupdate/rules_words.py" line="+50"/>
        <source>Thick mud</source>
        <translation>Dicker Schlamm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loose sand</source>
        <translation>Loser Sand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stairs</source>
        <translation>Treppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swamp</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unstable rubble</source>
        <translation>Instabiler Schutt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steep slope</source>
        <translation>Steiler Hang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast-flowing water</source>
        <translation>Reißendes Wasser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waist-high wall</source>
        <translation>Hüfthohe Mauer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short jump</source>
        <translation>Kurzer Sprung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chest-high wall</source>
        <translation>Brusthohe Mauer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Long jump</source>
        <translation>Weiter Sprung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wall taller than you</source>
        <translation>Mauer höher als man selbst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Long jump with a run-up</source>
        <translation>Weiter Sprung mit Anlauf</translation>
    </message>
</context>
<context>
    <name>Histogram</name>
    <message numerus="yes">
        <location filename="../../gmscreen/ui/rfi/odds_view.py" line="+41"/>
        <source>%n success(es): %1</source>
        <translation>
            <numerusform>%n Erfolg: %1</numerusform>
            <numerusform>%n Erfolge: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HotCircleBreakdown</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/breakdown_words.py" line="+20"/>
        <source>neutral lifepath</source>
        <translation>neutraler Lebensweg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>easy obstacle</source>
        <translation>leichtes Hindernis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>routine obstacle</source>
        <translation>Routine-Hindernis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moderate obstacle</source>
        <translation>mittleres Hindernis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hard obstacle</source>
        <translation>schweres Hindernis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>very hard obstacle</source>
        <translation>sehr schweres Hindernis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>judged for an apprentice</source>
        <translation>beurteilt für einen Lehrling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>judged for a journeyman</source>
        <translation>beurteilt für einen Gesellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>judged for a master</source>
        <translation>beurteilt für einen Meister</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>base difficulty</source>
        <translation>Grundschwierigkeit</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>opponent&apos;s hindering trait %1</source>
        <translation>hinderliches Merkmal des Gegners %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>opponent&apos;s hindering condition %1</source>
        <translation>hinderlicher Zustand des Gegners %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hindering trait %1</source>
        <translation>hinderliches Merkmal %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hindering condition %1</source>
        <translation>hinderlicher Zustand %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>helpful lifepath %1</source>
        <translation>hilfreicher Lebensweg %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neutral lifepath %1</source>
        <translation>neutraler Lebensweg %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hindering lifepath %1</source>
        <translation>hinderlicher Lebensweg %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trait %1</source>
        <translation>Merkmal %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>condition %1</source>
        <translation>Zustand %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wise %1</source>
        <translation>Kenner %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skill %1</source>
        <translation>Fertigkeit %1</translation>
    </message>
</context>
<context>
    <name>HotCircleResult</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/roll_result.py" line="-280"/>
        <source>higher result</source>
        <translation>höheres Ergebnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>more dice on a tie</source>
        <translation>mehr Würfel bei Gleichstand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tie rolled again</source>
        <translation>Gleichstand neu gewürfelt</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>task</source>
        <translation>Probe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>obstacle</source>
        <translation>Hindernis</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>advantage</source>
        <translation>Vorteil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>disadvantage</source>
        <translation>Nachteil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>persona point</source>
        <translation>Persona-Punkt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fate point</source>
        <translation>Schicksalspunkt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accepted compromise</source>
        <translation>angenommener Kompromiss</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GM</source>
        <translation>SL</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>accept %1&apos;s compromise</source>
        <translation>Annahme des Kompromisses von %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a persona point (%1 left)</source>
        <translation>einem Persona-Punkt (noch %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a fate point (%1 left)</source>
        <translation>einem Schicksalspunkt (noch %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>their advantage</source>
        <translation>dem eigenen Vorteil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the player&apos;s disadvantage</source>
        <translation>dem Nachteil des Spielers</translation>
    </message>
</context>
<context>
    <name>HotCircleRollLines</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/roll_lines.py" line="+34"/>
        <source>intent</source>
        <translation>Absicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>consequence</source>
        <translation>Folge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opponent&apos;s compromise</source>
        <translation>Kompromiss des Gegners</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>player&apos;s compromise</source>
        <translation>Kompromiss des Spielers</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1D → %2 against %3D → %4, %5</source>
        <translation>%1W → %2 gegen %3W → %4, %5</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 versus %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+14"/>
        <source>rerolls open</source>
        <translation>Neuwürfe offen</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+23"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>passed: %1 %2 noted</source>
        <translation>bestanden: %1 %2 notiert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>failed: %1&apos;s %2 is taxed</source>
        <translation>nicht bestanden: %2 von %1 wird belastet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>failed: %1</source>
        <translation>nicht bestanden: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 test for %2</source>
        <translation>%1-Probe für %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>+%1 persona</source>
        <translation>+%1 Persona</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+%1 fate</source>
        <translation>+%1 Schicksal</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>now %1</source>
        <translation>jetzt %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>End of session: %1</source>
        <translation>Sitzungsende: %1</translation>
    </message>
</context>
<context>
    <name>HotCircleSeverity</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/terms.py" line="+39"/>
        <source>minor</source>
        <translation>leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>major</source>
        <translation>schwer</translation>
    </message>
</context>
<context>
    <name>HotCircleSheetForm</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/sheet_form.py" line="+60"/>
        <source>%1 — %2, hindered %3 of %4</source>
        <translation>%1 — %2, %3 von %4 Proben behindert</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(voluntary)</source>
        <translation>(freiwillig)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>+1 fate (compel)</source>
        <translation>+1 Schicksal (Zwang)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player took the sub-optimal choice: a fate point</source>
        <translation>Der Spieler hat die ungünstigere Wahl getroffen: ein Schicksalspunkt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fate</source>
        <translation>Schicksal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Persona</source>
        <translation>Persona</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Artha</source>
        <translation>Artha</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Check as a new character</source>
        <translation>Als neue Figur prüfen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three traits, no conditions, the campaign&apos;s lifepath picks, bridges</source>
        <translation>Drei Merkmale, keine Zustände, die Lebenswege der Kampagne, Brücken</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A trait: people call me …</source>
        <translation>Ein Merkmal: man nennt mich …</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Traits</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Conditions</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tired, angry, injured …</source>
        <translation>müde, wütend, verletzt …</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Still to write: %s.</source>
        <translation>Noch zu schreiben: %s.</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>As a new character: %s.</source>
        <translation>Als neue Figur: %s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ready to play as a new character.</source>
        <translation>Bereit, als neue Figur gespielt zu werden.</translation>
    </message>
</context>
<context>
    <name>HotCircleSheetNotes</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/sheet_notes.py" line="+21"/>
        <source>belief %1 needs a stance and a goal</source>
        <translation>Überzeugung %1 braucht eine Haltung und ein Ziel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a player character has %1 beliefs, not %2</source>
        <translation>ein Spielercharakter hat %1 Überzeugungen, nicht %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>instinct %1 is not written yet</source>
        <translation>Instinkt %1 ist noch nicht geschrieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a player character has %1 instincts, not %2</source>
        <translation>ein Spielercharakter hat %1 Instinkte, nicht %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not a player character</source>
        <translation>%1 ist kein Spielercharakter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start with %1 traits, not %2</source>
        <translation>mit %1 Merkmalen beginnen, nicht mit %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a new character starts without conditions</source>
        <translation>eine neue Figur beginnt ohne Zustände</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 starts at 3D, or 4D if picked twice</source>
        <translation>%1 beginnt mit 3W, oder mit 4W, wenn zweimal gewählt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s setting %2 is not in play</source>
        <translation>der Schauplatz %2 von %1 ist nicht im Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 starts with no artha spent and no tax</source>
        <translation>%1 beginnt ohne ausgegebenes Artha und ohne Belastung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>only one lifepath may be picked twice</source>
        <translation>nur ein Lebensweg darf zweimal gewählt werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pick %1 lifepaths, not %2</source>
        <translation>%1 Lebenswege wählen, nicht %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 leaves %2: %3 must be agreed as a bridge</source>
        <translation>%1 verlässt %2: %3 muss als Brücke vereinbart werden</translation>
    </message>
</context>
<context>
    <name>HotCircleSheetPanel</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/sheet.py" line="+28"/>
        <source>Add PC…</source>
        <translation>SC hinzufügen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add NPC…</source>
        <translation>NSC hinzufügen…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source> (NPC)</source>
        <translation> (NSC)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The sheet is not finished yet</source>
        <translation>Der Bogen ist noch nicht fertig</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove %s and their sheet? Undo brings them back.</source>
        <translation>%s und den Bogen entfernen? Rückgängig holt sie zurück.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>player character</source>
        <translation>Spielercharakter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NPC</source>
        <translation>NSC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a %s</source>
        <translation>%s hinzufügen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played by:</source>
        <translation>Gespielt von:</translation>
    </message>
</context>
<context>
    <name>HotCircleTerms</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/terms.py" line="-24"/>
        <source>gear</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>contact</source>
        <translation>Kontakt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>subject</source>
        <translation>Wissensgebiet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>focus</source>
        <translation>Fokus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>special item</source>
        <translation>besonderer Gegenstand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>relationship</source>
        <translation>Beziehung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wise</source>
        <translation>Kenner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lifepath</source>
        <translation>Lebensweg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trait</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>condition</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>circles</source>
        <translation>Kreise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wises</source>
        <translation>Kenner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deeds</source>
        <translation>Taten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>minor</source>
        <translation>kleine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>major</source>
        <translation>große</translation>
    </message>
</context>
<context>
    <name>HotCircleTestPanel</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/roll_panel.py" line="+68"/>
        <source>A test is open: reroll, let it ride or undo it before rolling the next one.</source>
        <translation>Eine Probe ist offen: Würfeln Sie neu, lassen Sie sie stehen oder machen Sie sie rückgängig, bevor Sie die nächste würfeln.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Obstacle test</source>
        <translation>Hindernisprobe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ability test</source>
        <translation>Fähigkeitsprobe</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Linked to the last test settled</source>
        <translation>Mit der zuletzt abgeschlossenen Probe verknüpft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advantage if the last test passed, disadvantage if it failed</source>
        <translation>Vorteil, wenn die letzte Probe gelang, Nachteil, wenn sie misslang</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>The odds show once the test is set up.</source>
        <translation>Die Chancen erscheinen, sobald die Probe eingerichtet ist.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Roll the test set up</source>
        <translation>Die eingerichtete Probe würfeln</translation>
    </message>
</context>
<context>
    <name>ImportPreview</name>
    <message>
        <location filename="../../gmscreen/ui/map/import_preview.py" line="+41"/>
        <source>Import map</source>
        <translation>Karte importieren</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n zone(s)</source>
        <translation>
            <numerusform>%n Zone</numerusform>
            <numerusform>%n Zonen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n Verbindung</numerusform>
            <numerusform>%n Verbindungen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source> — zones are named Room 1… and can be renamed, split or joined later.</source>
        <translation> — Zonen heißen Raum 1… und können später umbenannt, geteilt oder verbunden werden.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Map name</source>
        <translation>Name der Karte</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The map needs a name</source>
        <translation>Die Karte braucht einen Namen</translation>
    </message>
</context>
<context>
    <name>InitiativeNews</name>
    <message>
        <location filename="../../gmscreen/ui/renaissance/initiative_news.py" line="+31"/>
        <source>Everyone has acted in round %1</source>
        <translation>Alle haben in Runde %1 gehandelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1: %2 acts first</source>
        <translation>Runde %1: %2 handelt zuerst</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2 did not act in round %3)</source>
        <translation>%1 (%2 hat in Runde %3 nicht gehandelt)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Turn order over after %n round(s)</source>
        <translation>
            <numerusform>Zugreihenfolge nach %n Runde beendet</numerusform>
            <numerusform>Zugreihenfolge nach %n Runden beendet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tie ordered</source>
        <translation>Gleichstand geordnet</translation>
    </message>
</context>
<context>
    <name>InitiativePanel</name>
    <message>
        <location filename="../../gmscreen/ui/renaissance/initiative.py" line="+64"/>
        <source>Who rolls initiative</source>
        <translation>Wer Initiative würfelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll initiative</source>
        <translation>Initiative würfeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each ticked character rolls 1d10 + modifier</source>
        <translation>Jede angehakte Figur würfelt 1W10 + Modifikator</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the order</source>
        <translation>Zurück zur Reihenfolge</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who takes part? Each rolls 1d10 + initiative modifier.</source>
        <translation>Wer nimmt teil? Jeder würfelt 1W10 + Initiativemodifikator.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Total (d10 face + initiative modifier), highest first</source>
        <translation>Summe (W10-Augen + Initiativemodifikator), höchste zuerst</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>▲ Earlier</source>
        <translation>▲ Früher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the chosen character earlier among those tied</source>
        <translation>Die gewählte Figur unter den gleichauf liegenden früher einreihen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>▼ Later</source>
        <translation>▼ Später</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the chosen character later among those tied</source>
        <translation>Die gewählte Figur unter den gleichauf liegenden später einreihen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next turn</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End round</source>
        <translation>Runde beenden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New roll…</source>
        <translation>Neuer Wurf…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End turn order</source>
        <translation>Zugreihenfolge beenden</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Round %d</source>
        <translation>Runde %d</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%s&apos;s turn</source>
        <translation>%s ist am Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone has acted: end the round</source>
        <translation>Alle haben gehandelt: die Runde beenden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not in turn order</source>
        <translation>nicht in der Zugreihenfolge</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%s  (1d10 %+d)</source>
        <translation>%s  (1W10 %+d)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Tied: the GM decides who acts first (use the tie buttons)</source>
        <translation>Gleichstand: die SL entscheidet, wer zuerst handelt (die Gleichstand-Knöpfe nutzen)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>  ⚠ tie</source>
        <translation>  ⚠ Gleichstand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>  tie</source>
        <translation>  Gleichstand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%s %d. %s — %d (%d%+d)%s</source>
        <translation>%s %d. %s — %d (%d%+d)%s</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Tick at least one character to roll initiative.</source>
        <translation>Mindestens eine Figur anhaken, um Initiative zu würfeln.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%d tie(s) to order: select a tied name and move it</source>
        <translation>%d Gleichstand/Gleichstände zu ordnen: einen gleichauf liegenden Namen wählen und verschieben</translation>
    </message>
</context>
<context>
    <name>InjuriesEditor</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/sheet_fields.py" line="+36"/>
        <source>Tick an injury once it has been treated</source>
        <translation>Eine Verletzung abhaken, sobald sie versorgt ist</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. Burned hand</source>
        <translation>z. B. Verbrannte Hand</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>severity </source>
        <translation>Schweregrad </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Severity of the new injury</source>
        <translation>Schweregrad der neuen Verletzung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the new injury</source>
        <translation>Name der neuen Verletzung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stun</source>
        <translation>Betäubung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deadly</source>
        <translation>tödlich</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%s — severity %d, %s</source>
        <translation>%s — Schweregrad %d, %s</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>An injury needs a name (what caused it).</source>
        <translation>Eine Verletzung braucht einen Namen (was sie verursacht hat).</translation>
    </message>
</context>
<context>
    <name>InstinctsBox</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/sheet_beliefs.py" line="+36"/>
        <source>Instincts</source>
        <translation>Instinkte</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>I always</source>
        <translation>Ich tue immer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I never</source>
        <translation>Ich tue nie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When …</source>
        <translation>Wenn …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the trigger, then I …</source>
        <translation>der Auslöser, dann tue ich …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>what the character does</source>
        <translation>was die Figur tut</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>then I</source>
        <translation>dann tue ich</translation>
    </message>
</context>
<context>
    <name>KeyTaskBar</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/challenges/controls.py" line="+14"/>
        <source>Run in task panel</source>
        <translation>Im Probenfenster ausführen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ruling ▾</source>
        <translation>Entscheidung ▾</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reopen: it may be tried again</source>
        <translation>Wieder öffnen: sie darf erneut versucht werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close off: events rule it out</source>
        <translation>Ausschließen: die Ereignisse schließen sie aus</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Click a key task in the chart</source>
        <translation>Eine Schlüsselprobe im Diagramm anklicken</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>▶ Run &apos;%s&apos; (difficulty %d)</source>
        <translation>▶ „%s“ ausführen (Schwierigkeit %d)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set up the task panel: difficulty %d%s — %s</source>
        <translation>Das Probenfenster einrichten: Schwierigkeit %d%s — %s</translation>
    </message>
</context>
<context>
    <name>KeyTaskForm</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/challenges/key_task_form.py" line="+41"/>
        <source>What the characters must do</source>
        <translation>Was die Figuren tun müssen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Successes needed; 0–%d is the usual range</source>
        <translation>Benötigte Erfolge; 0–%d ist der übliche Bereich</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Notes for the GM</source>
        <translation>Notizen für die SL</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>all of the key tasks opening it</source>
        <translation>alle Schlüsselproben, die sie öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any one of them</source>
        <translation>eine beliebige davon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory condition: doing this wins</source>
        <translation>Siegbedingung: wer das schafft, gewinnt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Done, it opens:</source>
        <translation>Erledigt, sie öffnet:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Taken, it closes off:</source>
        <translation>Genommen, schließt sie aus:</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Opens once it has</source>
        <translation>Öffnet sich, sobald sie</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Key task</source>
        <translation>Schlüsselprobe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attribute</source>
        <translation>Attribut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
</context>
<context>
    <name>KeyTaskItem</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/challenges/chart_items.py" line="+82"/>
        <source>Difficulty %1</source>
        <translation>Schwierigkeit %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Suggested: %1</source>
        <translation>Vorgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Victory condition</source>
        <translation>Siegbedingung</translation>
    </message>
</context>
<context>
    <name>KeyTaskStatus</name>
    <message>
        <location line="-40"/>
        <source>locked</source>
        <translation>gesperrt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>available</source>
        <translation>verfügbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>done</source>
        <translation>erledigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>gescheitert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>closed</source>
        <translation>ausgeschlossen</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <location filename="../../gmscreen/ui/shell/language.py" line="+73"/>
        <source>&amp;Language (from the next start)</source>
        <translation>&amp;Sprache (ab dem nächsten Start)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The new language is used from the next start.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start.</translation>
    </message>
</context>
<context>
    <name>LazyPanels</name>
    <message>
        <location filename="../../gmscreen/ui/shell/panel_failure.py" line="+34"/>
        <source>This panel cannot show the campaign.</source>
        <translation>Dieses Fenster kann die Kampagne nicht zeigen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Details…</source>
        <translation>Details…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
</context>
<context>
    <name>LifepathsBox</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/sheet_lifepaths.py" line="+64"/>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP</source>
        <translation>SP</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Lifepaths</source>
        <translation>Lebenswege</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lifepath</source>
        <translation>Lebensweg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Setting</source>
        <translation>Schauplatz</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+12"/>
        <source>D</source>
        <translation>W</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Artha</source>
        <translation>Artha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tax</source>
        <translation>Belastung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>lifepath</source>
        <translation>Lebensweg</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bridge</source>
        <translation>Brücke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GM agreed this lifepath leads into another setting</source>
        <translation>Die SL hat zugestimmt, dass dieser Lebensweg in einen anderen Schauplatz führt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear tax</source>
        <translation>Belastung aufheben</translation>
    </message>
</context>
<context>
    <name>ListEditor</name>
    <message>
        <location filename="../../gmscreen/ui/panels/sheet_fields.py" line="+116"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gmscreen/ui/shell/mainwindow.py" line="+85"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The %s panel cannot show “%s”, so it was not opened.</source>
        <translation>Das Fenster „%s“ kann „%s“ nicht zeigen, daher wurde die Kampagne nicht geöffnet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The main view cannot show “%s”, so it was not opened.</source>
        <translation>Die Hauptansicht kann „%s“ nicht zeigen, daher wurde die Kampagne nicht geöffnet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The window cannot show “%s”, so it was not opened.</source>
        <translation>Das Fenster kann „%s“ nicht zeigen, daher wurde die Kampagne nicht geöffnet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%s” is still open, as you left it.</source>
        <translation>„%s“ ist weiterhin geöffnet, so wie Sie es verlassen haben.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Opened read-only: nothing you change here is saved. Use File ▸ Save As for a copy you can change.</source>
        <translation>Schreibgeschützt geöffnet: nichts, was Sie hier ändern, wird gespeichert. Mit Datei ▸ Speichern unter erhalten Sie eine Kopie, die Sie ändern können.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> (read-only)</source>
        <translation> (schreibgeschützt)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not saved</source>
        <translation>Nicht gespeichert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Campaign &amp;settings…</source>
        <translation>Kampagnen&amp;einstellungen…</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The %s panel cannot show this campaign. The other panels work.</source>
        <translation>Das Fenster „%s“ kann diese Kampagne nicht zeigen. Die anderen Fenster funktionieren.</translation>
    </message>
    <message>
        <location filename="../../gmscreen/ui/shell/window_layout.py" line="+102"/>
        <source>&amp;Reset layout</source>
        <translation>Anordnung &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../../gmscreen/ui/shell/mainwindow.py" line="-1"/>
        <source>A panel cannot show the campaign</source>
        <translation>Ein Fenster kann die Kampagne nicht zeigen</translation>
    </message>
</context>
<context>
    <name>MapContextMenu</name>
    <message>
        <location filename="../../gmscreen/ui/map/context_menu.py" line="+66"/>
        <source>GM only (hidden from players)</source>
        <translation>Nur SL (vor den Spielern verborgen)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Place a character here</source>
        <translation>Eine Figur hier platzieren</translation>
    </message>
    <message>
        <location line="+44"/>
        <location line="+24"/>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cover…</source>
        <translation>Deckung…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove zone</source>
        <translation>Zone entfernen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Obstacles</source>
        <translation>Hindernisse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove connection</source>
        <translation>Verbindung entfernen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Move to zone</source>
        <translation>In Zone verschieben</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Remove from map</source>
        <translation>Von der Karte nehmen</translation>
    </message>
</context>
<context>
    <name>MapGestures</name>
    <message>
        <location filename="../../gmscreen/ui/map/interaction.py" line="+179"/>
        <source>%1 moved to %2</source>
        <translation>%1 hat sich nach %2 bewegt</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 placed in %2</source>
        <translation>%1 in %2 platziert</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Background set</source>
        <translation>Hintergrund festgelegt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Added %1</source>
        <translation>%1 hinzugefügt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 and %2 connected</source>
        <translation>%1 und %2 verbunden</translation>
    </message>
</context>
<context>
    <name>MapImportWords</name>
    <message>
        <location filename="../../gmscreen/ui/map/import_words.py" line="+22"/>
        <source>map origin</source>
        <translation>Kartenursprung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>map size</source>
        <translation>Kartengröße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pixels per grid cell</source>
        <translation>Pixel je Rasterfeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>walls</source>
        <translation>Wände</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>doors</source>
        <translation>Türen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file&apos;s format version is not a number.</source>
        <translation>Die Formatversion der Datei ist keine Zahl.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file&apos;s %1 is not a number.</source>
        <translation>Der Wert „%1“ der Datei ist keine Zahl.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A point of the file&apos;s %1 is not an x/y pair.</source>
        <translation>Ein Punkt in „%1“ der Datei ist kein x/y-Paar.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file is over %1 MB.</source>
        <translation>Die Datei ist größer als %1 MB.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a Universal VTT file: it is not JSON (%1).</source>
        <translation>Dies ist keine Universal-VTT-Datei: sie ist kein JSON (%1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is not a Universal VTT file: it holds no map object.</source>
        <translation>Dies ist keine Universal-VTT-Datei: sie enthält kein Kartenobjekt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file has no grid (its “resolution” is missing).</source>
        <translation>Die Datei hat kein Raster (ihre „resolution“ fehlt).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The map is %1 × %2 grid cells: each side must be between 1 and %3.</source>
        <translation>Die Karte ist %1 × %2 Rasterfelder groß: jede Seite muss zwischen 1 und %3 liegen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file&apos;s pixels per grid cell must be above 0.</source>
        <translation>Die Pixel je Rasterfeld der Datei müssen über 0 liegen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file holds no map image.</source>
        <translation>Die Datei enthält kein Kartenbild.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The map image is over %1 MB.</source>
        <translation>Das Kartenbild ist größer als %1 MB.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The map image is not readable (its base64 text is damaged).</source>
        <translation>Das Kartenbild ist nicht lesbar (sein Base64-Text ist beschädigt).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The map image is of an unknown kind: PNG, WebP or JPEG are read.</source>
        <translation>Das Kartenbild hat ein unbekanntes Format: gelesen werden PNG, WebP oder JPEG.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The map image is %1: PNG, WebP or JPEG are read.</source>
        <translation>Das Kartenbild ist %1: gelesen werden PNG, WebP oder JPEG.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The map image is %1 × %2 px: at most %3 million pixels are imported.</source>
        <translation>Das Kartenbild ist %1 × %2 px groß: importiert werden höchstens %3 Millionen Pixel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The map image is far too large: at most %1 million pixels are imported.</source>
        <translation>Das Kartenbild ist viel zu groß: importiert werden höchstens %1 Millionen Pixel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The map image does not decode: it is damaged or not an image.</source>
        <translation>Das Kartenbild lässt sich nicht dekodieren: es ist beschädigt oder kein Bild.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file&apos;s walls (“line_of_sight”) are not a list of lines.</source>
        <translation>Die Wände der Datei („line_of_sight“) sind keine Liste von Linien.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file has %1 wall segments: at most %2 are imported.</source>
        <translation>Die Datei hat %1 Wandstücke: importiert werden höchstens %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A wall of the file is not a list of points.</source>
        <translation>Eine Wand der Datei ist keine Liste von Punkten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A wall reaches (%1, %2), outside the %3 × %4 map: the file does not match its own grid.</source>
        <translation>Eine Wand reicht bis (%1, %2), außerhalb der Karte von %3 × %4: die Datei passt nicht zu ihrem eigenen Raster.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file&apos;s doors (“portals”) are not a list.</source>
        <translation>Die Türen der Datei („portals“) sind keine Liste.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file has %1 doors: at most %2 are read.</source>
        <translation>Die Datei hat %1 Türen: gelesen werden höchstens %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A door of the file is not a door object.</source>
        <translation>Eine Tür der Datei ist kein Türobjekt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A door of the file has no two ends (“bounds”).</source>
        <translation>Eine Tür der Datei hat keine zwei Enden („bounds“).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Format %1 is newer than the %2 this importer knows: what it knows was read, the rest ignored.</source>
        <translation>Format %1 ist neuer als das Format %2, das dieser Import kennt: Bekanntes wurde gelesen, der Rest ignoriert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The image is %1 px wide for %2 cells, not %3 px per cell as the file says: the image&apos;s own scale was used.</source>
        <translation>Das Bild ist %1 px breit für %2 Felder, nicht %3 px je Feld, wie die Datei angibt: der Maßstab des Bildes wurde verwendet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 object outline(s) (furniture, pillars) not used for zones.</source>
        <translation>%1 Objektumriss(e) (Möbel, Säulen) nicht für Zonen verwendet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 area(s) outside the walls, with no door, left out.</source>
        <translation>%1 Bereich(e) außerhalb der Wände ohne Tür ausgelassen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wall fragment(s) ignored: they close no room.</source>
        <translation>%1 Wandstück(e) ignoriert: sie schließen keinen Raum.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 region(s) smaller than a grid cell merged.</source>
        <translation>%1 Bereich(e) kleiner als ein Rasterfeld zusammengeführt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 door(s) do not lie between two rooms: no link made.</source>
        <translation>%1 Tür(en) liegen nicht zwischen zwei Räumen: keine Verbindung angelegt.</translation>
    </message>
</context>
<context>
    <name>MapImporter</name>
    <message>
        <location filename="../../gmscreen/ui/map/importing.py" line="+54"/>
        <source>%1: the file is over %2 MB.</source>
        <translation>%1: Die Datei ist größer als %2 MB.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 could not be read: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n zone(s)</source>
        <translation>
            <numerusform>%n Zone</numerusform>
            <numerusform>%n Zonen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n Verbindung</numerusform>
            <numerusform>%n Verbindungen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Imported %1: %2, %3 (one undo step)</source>
        <translation>%1 importiert: %2, %3 (ein Schritt zum Rückgängigmachen)</translation>
    </message>
</context>
<context>
    <name>MapInspector</name>
    <message>
        <location filename="../../gmscreen/ui/map/inspector_pages.py" line="+37"/>
        <source>Object (no side)</source>
        <translation>Objekt (keine Seite)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+28"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Clear background</source>
        <translation>Hintergrund entfernen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw zones with the rectangle or polygon tool, connect them, then drag characters from the sheets or the tracker onto a zone. Drop an image file here to use it as the background. Select a token to see range bands.</source>
        <translation>Zonen mit dem Rechteck- oder Polygonwerkzeug zeichnen, verbinden, dann Figuren aus den Bögen oder der Zugreihenfolge auf eine Zone ziehen. Eine Bilddatei hier ablegen, um sie als Hintergrund zu nutzen. Einen Marker wählen, um die Entfernungsbänder zu sehen.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Difficult terrain: momentum to leave the zone</source>
        <translation>Schwieriges Gelände: Momentum zum Verlassen der Zone</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cover</source>
        <translation>Deckung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. light, crates</source>
        <translation>z. B. leicht, Kisten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hazard</source>
        <translation>Gefahr</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Traits</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>comma-separated</source>
        <translation>durch Kommas getrennt</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>GM only (hidden from players)</source>
        <translation>Nur SL (vor den Spielern verborgen)</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NPCs</source>
        <translation>NSC</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Delete zone</source>
        <translation>Zone löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its connections and tokens go with it (undo brings them back)</source>
        <translation>Ihre Verbindungen und Marker gehen mit (Rückgängig holt sie zurück)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Obstacles: momentum to cross between the zones, each</source>
        <translation>Hindernisse: Momentum zum Überqueren zwischen den Zonen, jeweils</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Obstacles</source>
        <translation>Hindernisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove connection</source>
        <translation>Verbindung entfernen</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Token</source>
        <translation>Marker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Label</source>
        <translation>Beschriftung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the character&apos;s name</source>
        <translation>der Name der Figur</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove from map</source>
        <translation>Von der Karte nehmen</translation>
    </message>
</context>
<context>
    <name>MapItems</name>
    <message>
        <location filename="../../gmscreen/ui/map/items.py" line="+70"/>
        <source>Close</source>
        <translation>Nah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Long</source>
        <translation>Weit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extreme</source>
        <translation>Extrem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unreachable</source>
        <translation>Unerreichbar</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Cover: %s</source>
        <translation>Deckung: %s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GM only</source>
        <translation>Nur SL</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%s: %d momentum to leave</source>
        <translation>%s: %d Momentum zum Verlassen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>difficult terrain: %s</source>
        <translation>schwieriges Gelände: %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cover: %s</source>
        <translation>Deckung: %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hazard: %s</source>
        <translation>Gefahr: %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>traits: %s</source>
        <translation>Merkmale: %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hidden from the players</source>
        <translation>vor den Spielern verborgen</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>: obstacles (momentum to cross) %s</source>
        <translation>: Hindernisse (Momentum zum Überwinden) %s</translation>
    </message>
</context>
<context>
    <name>MapPage</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/wizard_situation.py" line="+51"/>
        <source>Faction relationship map</source>
        <translation>Beziehungskarte der Fraktionen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Note any obvious ties, then roll the rest: 1D for each faction&apos;s rival and 1D for its ally. Click a faction and then another to add a tie; click a tie to flip it; right-click to remove it.</source>
        <translation>Notieren Sie offensichtliche Beziehungen und würfeln Sie den Rest aus: 1W für den Rivalen jeder Fraktion und 1W für ihren Verbündeten. Eine Fraktion und dann eine andere anklicken fügt eine Beziehung hinzu; ein Klick auf eine Beziehung kehrt sie um; Rechtsklick entfernt sie.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Roll the missing ties</source>
        <translation>Die fehlenden Beziehungen auswürfeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll them all again</source>
        <translation>Alle noch einmal würfeln</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Still open: %s.</source>
        <translation>Noch offen: %s.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (and %d more)</source>
        <translation> (und %d weitere)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every faction has an ally and a rival.</source>
        <translation>Jede Fraktion hat einen Verbündeten und einen Rivalen.</translation>
    </message>
</context>
<context>
    <name>MapTools</name>
    <message>
        <location filename="../../gmscreen/ui/map/tools.py" line="+82"/>
        <source>Drag to draw a rectangular zone (Esc cancels).</source>
        <translation>Ziehen, um eine rechteckige Zone zu zeichnen (Esc bricht ab).</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Click each corner; click the first corner, double-click or press Enter to finish (Backspace removes a corner, Esc cancels).</source>
        <translation>Jede Ecke anklicken; zum Abschließen die erste Ecke anklicken, doppelklicken oder Enter drücken (Rücktaste entfernt eine Ecke, Esc bricht ab).</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Drag from one zone to another, or click both, to connect them.</source>
        <translation>Von einer Zone zu einer anderen ziehen oder beide anklicken, um sie zu verbinden.</translation>
    </message>
</context>
<context>
    <name>MapWidget</name>
    <message>
        <location filename="../../gmscreen/ui/map/widget.py" line="+64"/>
        <source>Select</source>
        <translation>Auswählen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select, drag tokens between zones, drag a zone&apos;s corners</source>
        <translation>Auswählen, Marker zwischen Zonen ziehen, die Ecken einer Zone ziehen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rectangle</source>
        <translation>Rechteck</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw a rectangular zone</source>
        <translation>Eine rechteckige Zone zeichnen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Polygon</source>
        <translation>Polygon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw a zone corner by corner</source>
        <translation>Eine Zone Ecke für Ecke zeichnen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connect two zones</source>
        <translation>Zwei Zonen verbinden</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Map tools</source>
        <translation>Kartenwerkzeuge</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a map…</source>
        <translation>Karte wählen…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Use for this scene</source>
        <translation>Für diese Szene verwenden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The players see this scene&apos;s own map. Make the map shown here the scene&apos;s map: on their screen and for ranges.</source>
        <translation>Die Spieler sehen die eigene Karte dieser Szene. Machen Sie die hier gezeigte Karte zur Karte der Szene: auf ihrem Bildschirm und für Reichweiten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+205"/>
        <source>New map</source>
        <translation>Neue Karte</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Add an empty map for the current scene</source>
        <translation>Eine leere Karte für die aktuelle Szene hinzufügen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%s (%s)</source>
        <translation>%s (%s)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How the next dragged token moves</source>
        <translation>Wie sich der nächste gezogene Marker bewegt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the whole map</source>
        <translation>Die ganze Karte zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom in (+, or the wheel)</source>
        <translation>Vergrößern (+ oder Mausrad)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom out (−)</source>
        <translation>Verkleinern (−)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Background…</source>
        <translation>Hintergrund…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import map…</source>
        <translation>Karte importieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Universal VTT file (.dd2vtt, .df2vtt, .uvtt): rooms become zones</source>
        <translation>Eine Universal-VTT-Datei (.dd2vtt, .df2vtt, .uvtt): Räume werden zu Zonen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inspector</source>
        <translation>Inspektor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show or hide the inspector: name, terrain, cover, GM-only (I)</source>
        <translation>Den Inspektor zeigen oder verbergen: Name, Gelände, Deckung, nur SL (I)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Drag, or press I, to show or hide the inspector</source>
        <translation>Ziehen oder I drücken, um den Inspektor zu zeigen oder zu verbergen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No map for this scene yet.
Choose “New map” to draw one, or pick a map above.</source>
        <translation>Noch keine Karte für diese Szene.
„Neue Karte“ wählen, um eine zu zeichnen, oder oben eine Karte auswählen.</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Map of the scene %s</source>
        <translation>Karte der Szene %s</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Map background</source>
        <translation>Kartenhintergrund</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Images (%s)</source>
        <translation>Bilder (%s)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Import map</source>
        <translation>Karte importieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Universal VTT maps (%s)</source>
        <translation>Universal-VTT-Karten (%s)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source> · %s range</source>
        <translation> · Reichweite %s</translation>
    </message>
    <message>
        <location filename="../../build/lupdate/rules_words.py" line="+1"/>
        <source>Move: Movement (minor)</source>
        <translation>Bewegung (Nebenaktion)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move: Sprint (major)</source>
        <translation>Sprinten (Hauptaktion)</translation>
    </message>
</context>
<context>
    <name>ModifierList</name>
    <message>
        <location filename="../../gmscreen/ui/renaissance/modifier_lines.py" line="+87"/>
        <source>Assistants</source>
        <translation>Helfer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+10 per assistant, at most +30; each needs 10 ranks in a useful skill</source>
        <translation>+10 je Helfer, höchstens +30; jeder braucht 10 Ränge in einer nützlichen Fertigkeit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Related skill</source>
        <translation>Verwandte Fertigkeit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+10 / +20 / +30 for 10 / 25 / 40 ranks in one related skill</source>
        <translation>+10 / +20 / +30 für 10 / 25 / 40 Ränge in einer verwandten Fertigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no other skill with 10 ranks</source>
        <translation>keine andere Fertigkeit mit 10 Rängen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Specialization</source>
        <translation>Spezialisierung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+10 when the skill&apos;s specialization applies</source>
        <translation>+10, wenn die Spezialisierung der Fertigkeit greift</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this skill has no specialization</source>
        <translation>diese Fertigkeit hat keine Spezialisierung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No proficiency</source>
        <translation>Keine Kenntnis</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>−20: a proficiency skill used without a fitting proficiency</source>
        <translation>−20: eine Kenntnisfertigkeit ohne passende Kenntnis genutzt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not a proficiency skill</source>
        <translation>keine Kenntnisfertigkeit</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From very easy (+30) to very hard (−30)</source>
        <translation>Von sehr leicht (+30) bis sehr schwer (−30)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Taking time</source>
        <translation>Sich Zeit lassen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+10 per +50% of the timeframe, at most +30</source>
        <translation>+10 je +50 % des Zeitrahmens, höchstens +30</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rushing</source>
        <translation>Überstürzen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>−10 per 25% cut from the timeframe, at most −30</source>
        <translation>−10 je 25 % Kürzung des Zeitrahmens, höchstens −30</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Passive test</source>
        <translation>Passive Probe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>−20 when the GM rolls for the character</source>
        <translation>−20, wenn die SL für die Figur würfelt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sustained actions</source>
        <translation>Andauernde Handlungen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sustained actions maintained: −10 for each beyond the first</source>
        <translation>Aufrechterhaltene andauernde Handlungen: −10 für jede über die erste hinaus</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Earlier tries</source>
        <translation>Frühere Versuche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trying again (optional rule): −10 for each earlier try</source>
        <translation>Erneut versuchen (optionale Regel): −10 für jeden früheren Versuch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the retry rule is switched off</source>
        <translation>die Regel für erneute Versuche ist abgeschaltet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add a situational modifier</source>
        <translation>Einen situativen Modifikator hinzufügen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Situational</source>
        <translation>Situativ</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>holds: %s</source>
        <translation>gilt: %s</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>task actions and jobs only</source>
        <translation>nur Aufgabenhandlungen und Tätigkeiten</translation>
    </message>
</context>
<context>
    <name>MoveBanner</name>
    <message>
        <location filename="../../gmscreen/ui/map/banner.py" line="+80"/>
        <source>Dismiss</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel move</source>
        <translation>Bewegung abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sprint instead</source>
        <translation>Stattdessen sprinten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paid by the task</source>
        <translation>Von der Probe bezahlt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paid with momentum from the task just rolled (e.g. the Sprint task)</source>
        <translation>Mit Momentum aus der gerade gewürfelten Probe bezahlt (z. B. der Sprint-Probe)</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%s. How is it paid?</source>
        <translation>%s. Wie wird bezahlt?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spend %d Momentum (pool %d)</source>
        <translation>%d Momentum ausgeben (Pool %d)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The group pool does not hold enough</source>
        <translation>Der Gruppenpool enthält nicht genug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add %d Threat</source>
        <translation>%d Bedrohung hinzufügen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Spend %d Threat (pool %d)</source>
        <translation>%d Bedrohung ausgeben (Pool %d)</translation>
    </message>
</context>
<context>
    <name>NameList</name>
    <message>
        <location filename="../../gmscreen/ui/dialogs/names.py" line="+35"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a name (every sheet gets the lowest rating)</source>
        <translation>Einen Namen hinzufügen (jeder Bogen erhält die niedrigste Stufe)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the name and its rating from every sheet</source>
        <translation>Den Namen und seinen Wert von jedem Bogen entfernen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
</context>
<context>
    <name>NewCampaignDialog</name>
    <message>
        <location filename="../../gmscreen/ui/dialogs/new_campaign.py" line="+64"/>
        <source>New campaign</source>
        <translation>Neue Kampagne</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. The Long Haul</source>
        <translation>z. B. Die lange Fahrt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One a line: Vex Marlo — Sam</source>
        <translation>Eine je Zeile: Vex Marlo — Sam</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule system</source>
        <translation>Regelsystem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player characters</source>
        <translation>Spielercharaktere</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Save the campaign as</source>
        <translation>Kampagne speichern als</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Campaigns (*%s)</source>
        <translation>Kampagnen (*%s)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Give the campaign a name.</source>
        <translation>Geben Sie der Kampagne einen Namen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose where to save the campaign.</source>
        <translation>Wählen Sie, wo die Kampagne gespeichert wird.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%s already exists: choose another file name.</source>
        <translation>%s gibt es schon: bitte einen anderen Dateinamen wählen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The folder %s does not exist.</source>
        <translation>Den Ordner %s gibt es nicht.</translation>
    </message>
</context>
<context>
    <name>NoChallengePage</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/challenges/controls.py" line="+19"/>
        <source>New challenge…</source>
        <translation>Neue Herausforderung…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No scene is being played.</source>
        <translation>Es wird keine Szene gespielt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No challenge in this scene.

A challenge is a problem solved through several key tasks: in any order, in a line, or gated behind one another; against the clock, or racing the opposition.</source>
        <translation>Keine Herausforderung in dieser Szene.

Eine Herausforderung ist ein Problem, das über mehrere Schlüsselproben gelöst wird: in beliebiger Reihenfolge, der Reihe nach oder voneinander abhängig; gegen die Uhr oder im Wettlauf mit der Gegenseite.</translation>
    </message>
</context>
<context>
    <name>ObstacleForm</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/roll_forms.py" line="+104"/>
        <source>what the character wants (and by when)</source>
        <translation>was die Figur will (und bis wann)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>how they go about it</source>
        <translation>wie sie es angehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>what happens if they fail</source>
        <translation>was passiert, wenn sie scheitern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Versus test: opposed by a character</source>
        <translation>Vergleichende Probe: eine Figur hält dagegen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>softens the consequence</source>
        <translation>mildert die Folge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>softens the intent</source>
        <translation>mildert die Absicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stakes</source>
        <translation>Einsätze</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Intent</source>
        <translation>Absicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Task</source>
        <translation>Vorgehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+49"/>
        <source>Consequence</source>
        <translation>Folge</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Player&apos;s compromise</source>
        <translation>Kompromiss des Spielers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent&apos;s compromise</source>
        <translation>Kompromiss des Gegners</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Task roll</source>
        <translation>Probenwurf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Obstacle roll: the opponent</source>
        <translation>Hinderniswurf: der Gegner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Obstacle roll: difficulty</source>
        <translation>Hinderniswurf: Schwierigkeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edge</source>
        <translation>Vorteil</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Opponent&apos;s intent</source>
        <translation>Absicht des Gegners</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No campaign.</source>
        <translation>Keine Kampagne.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Choose someone else to oppose them.</source>
        <translation>Jemand anderen als Gegner wählen.</translation>
    </message>
</context>
<context>
    <name>OddsView</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/odds_view.py" line="+69"/>
        <source>Pass &lt;b&gt;%s&lt;/b&gt;</source>
        <translation>Erfolg &lt;b&gt;%s&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Complication &lt;b&gt;%s&lt;/b&gt;</source>
        <translation>Komplikation &lt;b&gt;%s&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Momentum ≈ &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Momentum ≈ &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>PanelKeys</name>
    <message>
        <location filename="../../gmscreen/ui/shell/panel_keys.py" line="+76"/>
        <source>Go to panel %1 (as listed in View)</source>
        <translation>Zu Fenster %1 wechseln (wie in Ansicht aufgeführt)</translation>
    </message>
</context>
<context>
    <name>PlayerPreviewPanel</name>
    <message>
        <location filename="../../gmscreen/ui/panels/player_preview.py" line="+241"/>
        <source>Show player view</source>
        <translation>Spieleransicht zeigen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open the player view on the chosen monitor (full screen there), or close it. It shows only what the players may see, never the GM window.</source>
        <translation>Die Spieleransicht auf dem gewählten Bildschirm öffnen (dort im Vollbild) oder schließen. Sie zeigt nur, was die Spieler sehen dürfen, nie das SL-Fenster.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Blackout</source>
        <translation>Verdunkeln</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Black out the player view: solid black, nothing else, until you press it again. Shortcut: B (in the GM window or the player view).</source>
        <translation>Die Spieleransicht verdunkeln: nur Schwarz, sonst nichts, bis Sie erneut drücken. Tastenkürzel: B (im SL-Fenster oder in der Spieleransicht).</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The monitor or TV facing the table; the player view fills it</source>
        <translation>Der Bildschirm oder Fernseher am Tisch; die Spieleransicht füllt ihn aus</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Text size on the player view (100 % suits the screen&apos;s size)</source>
        <translation>Textgröße in der Spieleransicht (100 % passt zur Größe des Bildschirms)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show threat to the players</source>
        <translation>Den Spielern die Bedrohung zeigen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the turn order in a fight</source>
        <translation>Die Zugreihenfolge im Kampf zeigen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round, whose turn it is and who has acted. Characters whose token is GM-only stay off it.</source>
        <translation>Runde, wer am Zug ist und wer gehandelt hat. Figuren, deren Marker nur für die SL ist, bleiben außen vor.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Monitor</source>
        <translation>Bildschirm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text size</source>
        <translation>Textgröße</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Screen %d</source>
        <translation>Bildschirm %d</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Closed. The preview shows what the players will see.</source>
        <translation>Geschlossen. Die Vorschau zeigt, was die Spieler sehen werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Showing full screen on %s.</source>
        <translation>Im Vollbild auf %s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Showing in a window.</source>
        <translation>In einem Fenster.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blacked out. </source>
        <translation>Verdunkelt. </translation>
    </message>
</context>
<context>
    <name>PlayerView</name>
    <message>
        <location filename="../../gmscreen/ui/playerview/window.py" line="+95"/>
        <source>Player view</source>
        <translation>Spieleransicht</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Momentum</source>
        <translation>Momentum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Threat</source>
        <translation>Bedrohung</translation>
    </message>
</context>
<context>
    <name>PoolCounter</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/pools.py" line="+78"/>
        <source>no cap</source>
        <translation>keine Obergrenze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  max %d</source>
        <translation>  max. %d</translation>
    </message>
</context>
<context>
    <name>PoolReport</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/pool_report.py" line="+26"/>
        <source>a die set to 1 before the roll</source>
        <translation>ein Würfel vor dem Wurf auf 1 gesetzt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reroll the dice pool</source>
        <translation>den Würfelpool neu würfeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a story declaration</source>
        <translation>eine Erzählbehauptung</translation>
    </message>
    <message>
        <location line="+17"/>
        <location filename="../../gmscreen/ui/rfi/tracker_news.py" line="+100"/>
        <source>%1 momentum spent from the group pool</source>
        <translation>%1 Momentum aus dem Gruppenpool ausgegeben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>scene ended: %1 momentum removed</source>
        <translation>Szene beendet: %1 Momentum entfernt</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../gmscreen/ui/rfi/tracker_news.py" line="+3"/>
        <source>%1 threat added</source>
        <translation>%1 Bedrohung hinzugefügt</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../gmscreen/ui/rfi/tracker_news.py" line="+2"/>
        <source>%1 threat spent</source>
        <translation>%1 Bedrohung ausgegeben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>complication bought off: %1 threat added</source>
        <translation>Komplikation abgekauft: %1 Bedrohung hinzugefügt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NPC complication bought off: %1 threat removed</source>
        <translation>NSC-Komplikation abgekauft: %1 Bedrohung entfernt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>deadly attack: %1 threat added</source>
        <translation>tödlicher Angriff: %1 Bedrohung hinzugefügt</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>episode starts: threat %1, each of %2 characters at %3 fortune</source>
        <translation>Episode beginnt: Bedrohung %1, jede der %2 Figuren mit %3 Fortuna</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>complication applied</source>
        <translation>Komplikation angewandt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gains %2 fortune</source>
        <translation>%1 erhält %2 Fortuna</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 spends %2 fortune: %3</source>
        <translation>%1 gibt %2 Fortuna aus: %3</translation>
    </message>
</context>
<context>
    <name>PoolsPanel</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/pools.py" line="+11"/>
        <source>Momentum</source>
        <translation>Momentum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Threat</source>
        <translation>Bedrohung</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fortune</source>
        <translation>Fortuna</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Add 1 %s (%s)</source>
        <translation>1 %s hinzufügen (%s)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove 1 %s (%s)</source>
        <translation>1 %s entfernen (%s)</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Spend 1 Fortune (the reason is recorded)</source>
        <translation>1 Fortuna ausgeben (der Grund wird festgehalten)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Give 1 Fortune</source>
        <translation>1 Fortuna geben</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <location filename="../../gmscreen/ui/shell/progress.py" line="+44"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>QuickStart</name>
    <message>
        <location filename="../../gmscreen/ui/shell/help.py" line="+48"/>
        <source>&lt;b&gt;Open a campaign.&lt;/b&gt; gmscreen starts on the demo campaign. File ▸ New campaign makes your own; File ▸ Open recent brings back the last ones.</source>
        <translation>&lt;b&gt;Eine Kampagne öffnen.&lt;/b&gt; gmscreen startet mit der Demo-Kampagne. Datei ▸ Neue Kampagne legt Ihre eigene an; Datei ▸ Zuletzt geöffnet holt die letzten zurück.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Set the scene.&lt;/b&gt; The Scenes panel lists the scenes of the episode. Pick one, and give it its traits (the weather, the place, the mood).</source>
        <translation>&lt;b&gt;Die Szene setzen.&lt;/b&gt; Das Szenenfenster listet die Szenen der Episode. Wählen Sie eine und geben Sie ihr Merkmale (Wetter, Ort, Stimmung).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Roll a task.&lt;/b&gt; In the Task panel choose the character, the attribute and the skill, and the difficulty. The odds show before you roll. Roll, then save what the players earned or spend it.</source>
        <translation>&lt;b&gt;Eine Probe würfeln.&lt;/b&gt; Wählen Sie im Probenfenster Figur, Attribut, Fertigkeit und Schwierigkeit. Die Chancen stehen da, bevor Sie würfeln. Würfeln Sie, dann sparen Sie, was die Spieler verdient haben, oder geben es aus.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Watch the pools.&lt;/b&gt; Momentum and Threat (or your system&apos;s own currency) sit in their own panel; every change is one step in Edit ▸ Undo.</source>
        <translation>&lt;b&gt;Die Pools im Blick.&lt;/b&gt; Momentum und Bedrohung (oder die Währung Ihres Systems) haben ein eigenes Fenster; jede Änderung ist ein Schritt in Bearbeiten ▸ Rückgängig.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Show the players.&lt;/b&gt; The Player View panel opens a second window for a second screen or a projector. It never shows anything marked GM-only.</source>
        <translation>&lt;b&gt;Den Spielern zeigen.&lt;/b&gt; Das Fenster Spieleransicht öffnet ein zweites Fenster für einen zweiten Bildschirm oder einen Beamer. Es zeigt nie etwas, das nur für die SL markiert ist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;End the evening.&lt;/b&gt; Close the window: everything is already saved. A snapshot of every session start lets you go back with File ▸ Revert to a snapshot.</source>
        <translation>&lt;b&gt;Den Abend beenden.&lt;/b&gt; Schließen Sie das Fenster: alles ist bereits gespeichert. Ein Sicherungspunkt zu jedem Sitzungsbeginn erlaubt die Rückkehr über Datei ▸ Zu einem Sicherungspunkt zurückkehren.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Help ▸ Keyboard shortcuts lists every key the window knows.</source>
        <translation>Hilfe ▸ Tastenkürzel listet jede Taste, die das Fenster kennt.</translation>
    </message>
</context>
<context>
    <name>QuickStartDialog</name>
    <message>
        <location line="+17"/>
        <location line="+2"/>
        <source>Quick start</source>
        <translation>Schnellstart</translation>
    </message>
</context>
<context>
    <name>RecordBox</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/challenges/record.py" line="+95"/>
        <location line="+140"/>
        <source>Record a roll</source>
        <translation>Einen Wurf festhalten</translation>
    </message>
    <message>
        <location line="-134"/>
        <source>Who led the task</source>
        <translation>Wer die Probe angeführt hat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>from the roll</source>
        <translation>aus dem Wurf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pay with the roll&apos;s own momentum first (then save only the rest)</source>
        <translation>Zuerst mit dem eigenen Momentum des Wurfs bezahlen (dann nur den Rest sparen)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> complication(s) → time</source>
        <translation> Komplikation(en) → Zeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Complications of the roll the GM turns into lost time (1 interval each)</source>
        <translation>Komplikationen des Wurfs, die die SL in verlorene Zeit verwandelt (je 1 Intervall)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failure is final</source>
        <translation>Scheitern ist endgültig</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Record as another task (takes time only)</source>
        <translation>Als andere Probe festhalten (kostet nur Zeit)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Passed, without a roll</source>
        <translation>Gelungen, ohne Wurf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Failed, without a roll</source>
        <translation>Gescheitert, ohne Wurf</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>(no one in particular)</source>
        <translation>(niemand Bestimmtes)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;&apos;%s&apos;&lt;/b&gt; is in the task panel: its roll is recorded here as it is made.</source>
        <translation>&lt;b&gt;„%s“&lt;/b&gt; ist im Probenfenster: sein Wurf wird hier festgehalten, sobald er fällt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run a key task, then roll it in the Task panel: it is recorded here.</source>
        <translation>Eine Schlüsselprobe starten, dann im Probenfenster würfeln: sie wird hier festgehalten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;i&gt;Already recorded:&lt;/i&gt; %s</source>
        <translation>&lt;i&gt;Bereits festgehalten:&lt;/i&gt; %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Last roll:&lt;/b&gt; %s</source>
        <translation>&lt;b&gt;Letzter Wurf:&lt;/b&gt; %s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>If passed: </source>
        <translation>Bei Erfolg: </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%d Momentum</source>
        <translation>%d Momentum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+%d Threat</source>
        <translation>+%d Bedrohung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%s if passed, %s if failed</source>
        <translation>%s bei Erfolg, %s bei Fehlschlag</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save %d interval: %s</source>
        <translation>%d Intervall sparen: %s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seize priority for next round: 2 Momentum</source>
        <translation>Priorität für die nächste Runde an sich reißen: 2 Momentum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opposition seizes priority: 2 Threat</source>
        <translation>Die Gegenseite reißt die Priorität an sich: 2 Bedrohung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Record on &apos;%s&apos;</source>
        <translation>Bei „%s“ festhalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record as another task</source>
        <translation>Als andere Probe festhalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record</source>
        <translation>Festhalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record a roll — the players&apos; turn</source>
        <translation>Einen Wurf festhalten — die Spieler sind am Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record a roll — the opposition&apos;s turn</source>
        <translation>Einen Wurf festhalten — die Gegenseite ist am Zug</translation>
    </message>
</context>
<context>
    <name>ReferencePanel</name>
    <message>
        <location filename="../../gmscreen/ui/panels/reference.py" line="+112"/>
        <source>Search the rules</source>
        <translation>Regeln durchsuchen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reference text</source>
        <translation>Regeltext</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No reference tables for this rule system yet.</source>
        <translation>Für dieses Regelsystem gibt es noch keine Referenztabellen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing matches “%s”.</source>
        <translation>Nichts passt zu „%s“.</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+12"/>
        <source>%d of %d sections</source>
        <translation>%d von %d Abschnitten</translation>
    </message>
</context>
<context>
    <name>ReferenceTopics</name>
    <message>
        <location filename="../../build/lupdate/rules_words.py" line="+1"/>
        <source>task basics</source>
        <translation>Probengrundlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>complication range</source>
        <translation>Komplikationsbereich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buying dice</source>
        <translation>Würfel kaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>momentum spends</source>
        <translation>Momentum ausgeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>saving momentum</source>
        <translation>Momentum sparen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>threat</source>
        <translation>Bedrohung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fortune</source>
        <translation>Fortuna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>traits</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>zones and range</source>
        <translation>Zonen und Reichweite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reach</source>
        <translation>in Reichweite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>noticing things at range</source>
        <translation>Dinge auf Entfernung bemerken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>terrain, obstacles and cover</source>
        <translation>Gelände, Hindernisse und Deckung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moving</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>actions in a turn</source>
        <translation>Aktionen in einem Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>minor actions</source>
        <translation>Nebenaktionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>major actions</source>
        <translation>Hauptaktionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>injuries</source>
        <translation>Verletzungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NPC tiers</source>
        <translation>NSC-Stufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first aid</source>
        <translation>Erste Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>healing</source>
        <translation>Heilung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>combat momentum spends</source>
        <translation>Momentum im Kampf ausgeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>turn order</source>
        <translation>Zugreihenfolge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GM-editable defaults</source>
        <translation>von der SL änderbare Vorgaben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>key tasks</source>
        <translation>Schlüsselproben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>key task states</source>
        <translation>Zustände der Schlüsselproben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>structures</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gated challenges</source>
        <translation>verknüpfte Herausforderungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opposition</source>
        <translation>Gegenseite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>contests</source>
        <translation>Wettstreite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>timed challenges</source>
        <translation>Herausforderungen auf Zeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time when several characters act</source>
        <translation>Zeit, wenn mehrere Figuren handeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scores</source>
        <translation>Werte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the challenge roll</source>
        <translation>der Herausforderungswurf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ties</source>
        <translation>Gleichstände</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>substitutions</source>
        <translation>Ersetzungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bidding</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bid strength needed</source>
        <translation>nötige Gebotsstärke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>how bidding ends</source>
        <translation>wie das Bieten endet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>complex challenges</source>
        <translation>komplexe Herausforderungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>group challenges</source>
        <translation>Gruppenherausforderungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dice and pools</source>
        <translation>Würfel und Pools</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>task roll</source>
        <translation>Probenwurf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>obstacle roll</source>
        <translation>Hinderniswurf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>advantage and disadvantage</source>
        <translation>Vorteil und Nachteil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rerolls</source>
        <translation>Neuwürfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stakes and outcome</source>
        <translation>Einsätze und Ausgang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>odds shown on the screen</source>
        <translation>angezeigte Chancen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ability tests</source>
        <translation>Fähigkeitsproben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>linked tests</source>
        <translation>verknüpfte Proben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>artha</source>
        <translation>Artha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conditions and tax</source>
        <translation>Zustände und Belastung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>characters</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trait vote</source>
        <translation>Abstimmung über Merkmale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>new lifepath</source>
        <translation>neuer Lebensweg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>campaign creation</source>
        <translation>Kampagnenerstellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running a session</source>
        <translation>eine Sitzung leiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end of session</source>
        <translation>Sitzungsende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rolling a check</source>
        <translation>eine Probe würfeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>result grades</source>
        <translation>Erfolgsgrade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>upgrading and downgrading</source>
        <translation>Verbessern und Verschlechtern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kinds of check</source>
        <translation>Arten von Proben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>common checks</source>
        <translation>häufige Proben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>modifiers</source>
        <translation>Modifikatoren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>actions</source>
        <translation>Handlungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time for task actions and jobs</source>
        <translation>Zeit für Aufgabenhandlungen und Tätigkeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sessions and Luck Points</source>
        <translation>Sitzungen und Glückspunkte</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../../gmscreen/ui/refusals.py" line="+25"/>
        <source>a test needs a clear intent</source>
        <translation>eine Probe braucht eine klare Absicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a test needs a clear task</source>
        <translation>eine Probe braucht ein klares Vorgehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a test needs a clear consequence</source>
        <translation>eine Probe braucht eine klare Folge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>each side offers a compromise, or neither does (a simple versus test)</source>
        <translation>jede Seite bietet einen Kompromiss an oder keine (eine einfache vergleichende Probe)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an independent test needs a difficulty</source>
        <translation>eine unabhängige Probe braucht eine Schwierigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>only a versus test offers compromises</source>
        <translation>nur eine vergleichende Probe bietet Kompromisse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>more goals resolved with another PC than goals resolved</source>
        <translation>mehr Ziele mit einem anderen SC erreicht als Ziele insgesamt erreicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only task actions and jobs have a timeframe, not a %1</source>
        <translation>nur Aufgabenhandlungen und Tätigkeiten haben einen Zeitrahmen, keine %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a check cannot be both rushed and taken slowly</source>
        <translation>eine Probe kann nicht zugleich überstürzt und mit Bedacht abgelegt werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>name at least one assistant</source>
        <translation>mindestens einen Helfer nennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a related skill needs %1 ranks, not %2</source>
        <translation>eine verwandte Fertigkeit braucht %1 Ränge, nicht %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rushing cuts 1–%1% of the time, not %2%</source>
        <translation>Überstürzen kürzt die Zeit um 1–%1 %, nicht um %2 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>give the situational modifier a reason</source>
        <translation>dem Situationsmodifikator einen Grund geben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>name the feature that grants the modifier</source>
        <translation>das Merkmal nennen, das den Modifikator gewährt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pick a related skill</source>
        <translation>eine verwandte Fertigkeit wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the character has no skill to roll: add one on the sheet</source>
        <translation>die Figur hat keine Fertigkeit zum Würfeln: eine auf dem Bogen hinzufügen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the GM vetoes this substitution; pick one of the offered scores</source>
        <translation>die SL legt ihr Veto gegen diese Ersetzung ein; einen der angebotenen Werte wählen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a clever substitution earns at most +%1, not +%2</source>
        <translation>eine einfallsreiche Ersetzung bringt höchstens +%1, nicht +%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already used %2 in this challenge</source>
        <translation>%1 hat %2 in dieser Herausforderung schon genutzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody in %1 has an unused score among %2</source>
        <translation>niemand in %1 hat einen ungenutzten Wert unter %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 must roll with a champion</source>
        <translation>%1 muss mit einem Champion würfeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has nobody to roll for it</source>
        <translation>für %1 kann niemand würfeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not one of %2</source>
        <translation>%1 gehört nicht zu %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a challenge needs at least one roll</source>
        <translation>eine Herausforderung braucht mindestens einen Wurf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lowest rating %1 is above highest %2</source>
        <translation>die niedrigste Stufe %1 liegt über der höchsten %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>abilities must be named, at least one, each once</source>
        <translation>Fähigkeiten müssen benannt sein, mindestens eine, jede nur einmal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>substitution penalties cannot be positive</source>
        <translation>Abzüge für Ersetzungen können nicht positiv sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bonus cap and the undershoot allowance cannot be negative</source>
        <translation>die Obergrenze für den Bonus und das erlaubte Zurückbleiben eines Gebots können nicht negativ sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a die needs at least 2 faces, not %1</source>
        <translation>ein Würfel braucht mindestens 2 Seiten, nicht %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already has a score named %2</source>
        <translation>%1 hat schon einen Wert namens %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has a skill without a name</source>
        <translation>%1 hat eine Fertigkeit ohne Namen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>standard action</source>
        <translation>Standardhandlung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quick action</source>
        <translation>schnelle Handlung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sustained action</source>
        <translation>andauernde Handlung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>obstacle test</source>
        <translation>Hindernisprobe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compromise</source>
        <translation>Kompromiss</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end of session</source>
        <translation>Sitzungsende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rushing</source>
        <translation>Überstürzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>taking your time</source>
        <translation>sich Zeit lassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>taking your time and rushing</source>
        <translation>sich Zeit lassen und Überstürzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>being assisted</source>
        <translation>Unterstützung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>related skill</source>
        <translation>verwandte Fertigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>situational modifiers</source>
        <translation>Situationsmodifikatoren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>modifiers</source>
        <translation>Modifikatoren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skill check</source>
        <translation>Fertigkeitsprobe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>substitutions</source>
        <translation>Ersetzungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>substitution bonus</source>
        <translation>Ersetzungsbonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>group challenges</source>
        <translation>Gruppenherausforderungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>complex challenges</source>
        <translation>komplexe Herausforderungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>each score once per complex challenge</source>
        <translation>jeder Wert einmal je komplexer Herausforderung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Firelock defaults</source>
        <translation>Firelock-Vorgaben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Firelock skills</source>
        <translation>Firelock-Fertigkeiten</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>RelationshipMapView</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/relationship_map.py" line="+57"/>
        <source>No factions yet.</source>
        <translation>Noch keine Fraktionen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;span style=&apos;color:#2e7d32&apos;&gt;━━▶ cooperates with&lt;/span&gt; &amp;nbsp; &lt;span style=&apos;color:#c62828&apos;&gt;╍╍▶ competes with&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#2e7d32&apos;&gt;━━▶ arbeitet zusammen mit&lt;/span&gt; &amp;nbsp; &lt;span style=&apos;color:#c62828&apos;&gt;╍╍▶ konkurriert mit&lt;/span&gt;</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>Make it %s</source>
        <translation>Daraus %s machen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove this tie</source>
        <translation>Diese Beziehung entfernen</translation>
    </message>
</context>
<context>
    <name>RenaissanceCheckLabels</name>
    <message>
        <location filename="../../gmscreen/ui/renaissance/check_labels.py" line="+5"/>
        <source>%1 (defaulting to %2)</source>
        <translation>%1 (ersatzweise mit %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 check</source>
        <translation>Probe auf %1</translation>
    </message>
</context>
<context>
    <name>RenaissanceRollCounts</name>
    <message numerus="yes">
        <location filename="../../gmscreen/ui/renaissance/roll_lines.py" line="+48"/>
        <source>%1 after %n rounds</source>
        <translation>
            <numerusform>%1 nach %n Runde</numerusform>
            <numerusform>%1 nach %n Runden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RenaissanceRollLines</name>
    <message>
        <location line="-17"/>
        <source>opposed check</source>
        <translation>vergleichende Probe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>variable check</source>
        <translation>variable Probe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>wins</source>
        <translation>gewinnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loses</source>
        <translation>verliert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partly succeeds</source>
        <translation>hat teilweise Erfolg</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>upgraded with a Luck Point from %1</source>
        <translation>mit einem Glückspunkt verbessert von %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>upgraded from %1</source>
        <translation>verbessert von %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>downgraded with a Luck Point from %1</source>
        <translation>mit einem Glückspunkt verschlechtert von %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>downgraded from %1</source>
        <translation>verschlechtert von %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>MoS %1</source>
        <translation>ES %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MoF %1</source>
        <translation>FS %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 vs %2 (%3)</source>
        <translation>%1 gegen %2 (%3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>undecided: the GM decides</source>
        <translation>unentschieden: die SL entscheidet</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>check</source>
        <translation>Probe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, TN %2: rolled at the table %3, %4, %5</source>
        <translation>%1, ZW %2: am Tisch gewürfelt %3, %4, %5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, TN %2: rolled %3, %4, %5</source>
        <translation>%1, ZW %2: gewürfelt %3, %4, %5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Initiative: %1</source>
        <translation>Initiative: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — tied, for the GM to order: %2</source>
        <translation>%1 — gleichauf, die SL legt die Reihenfolge fest: %2</translation>
    </message>
</context>
<context>
    <name>RenaissanceTerms</name>
    <message>
        <location filename="../../gmscreen/ui/renaissance/terms.py" line="+19"/>
        <source>COG</source>
        <translation>KOG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>COO</source>
        <translation>KOO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DUR</source>
        <translation>BEL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT</source>
        <translation>INT</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SAV</source>
        <translation>GES</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SOM</source>
        <translation>SOM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>STR</source>
        <translation>STÄ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>WIL</source>
        <translation>WIL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard action</source>
        <translation>Standardhandlung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quick action</source>
        <translation>Schnelle Handlung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Task action</source>
        <translation>Aufgabenhandlung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sustained action</source>
        <translation>Andauernde Handlung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Job</source>
        <translation>Tätigkeit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Skill check</source>
        <translation>Fertigkeitsprobe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resist intimidation</source>
        <translation>Einschüchterung widerstehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overcome fear</source>
        <translation>Angst überwinden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resist social manipulation</source>
        <translation>Sozialer Manipulation widerstehen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Difficult recall</source>
        <translation>Schwierige Erinnerung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a chance / stroke of luck</source>
        <translation>Es drauf ankommen lassen / Glückstreffer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make a guess</source>
        <translation>Raten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get a hint</source>
        <translation>Einen Hinweis bekommen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solve a puzzle</source>
        <translation>Ein Rätsel lösen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feat of strength</source>
        <translation>Kraftakt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feat of endurance</source>
        <translation>Ausdauerleistung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>React quickly</source>
        <translation>Schnell reagieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Catch something</source>
        <translation>Etwas fangen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficult use of language</source>
        <translation>Schwieriger Sprachgebrauch</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>very easy</source>
        <translation>sehr leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>easier than usual</source>
        <translation>leichter als üblich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ordinary difficulty</source>
        <translation>normale Schwierigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>harder than usual</source>
        <translation>schwerer als üblich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>very hard</source>
        <translation>sehr schwer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>critical success</source>
        <translation>kritischer Erfolg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exceptional success</source>
        <translation>außergewöhnlicher Erfolg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>basic success</source>
        <translation>einfacher Erfolg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>basic failure</source>
        <translation>einfacher Fehlschlag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exceptional failure</source>
        <translation>außergewöhnlicher Fehlschlag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>critical failure</source>
        <translation>kritischer Fehlschlag</translation>
    </message>
</context>
<context>
    <name>RfiActionRefusals</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/action_words.py" line="+29"/>
        <source>not in the fight</source>
        <translation>nicht im Kampf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defeated: cannot act this scene</source>
        <translation>besiegt: kann in dieser Szene nicht handeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not their turn</source>
        <translation>nicht am Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot share a turn with %2</source>
        <translation>%1 geht nicht im selben Zug wie %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was already taken this turn: each minor action once per turn</source>
        <translation>%1 wurde in diesem Zug schon genommen: jede Nebenaktion einmal pro Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no more than %1 major actions in a round</source>
        <translation>nicht mehr als %1 Hauptaktionen pro Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>only %1 extra minor action(s) a turn</source>
        <translation>nur %1 zusätzliche Nebenaktion(en) pro Zug</translation>
    </message>
</context>
<context>
    <name>RfiActions</name>
    <message>
        <location filename="../../build/lupdate/rules_words.py" line="-112"/>
        <source>Reroll one d20 of an attack you make later this turn.</source>
        <translation>Einen W20 eines Angriffs, den Sie später in diesem Zug machen, neu würfeln.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take out something you carry or pick up something within reach; use it at once if using it needs no task.</source>
        <translation>Etwas hervorholen, das Sie bei sich tragen, oder etwas in Reichweite aufheben; sofort benutzen, wenn dafür keine Probe nötig ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Work a simple object: open a door, press a panel, give a computer a short command. Harder interactions are a major action with a task.</source>
        <translation>Ein einfaches Objekt bedienen: eine Tür öffnen, ein Bedienfeld drücken, einem Computer einen kurzen Befehl geben. Schwierigere Interaktionen sind eine Hauptaktion mit Probe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move anywhere within Medium range (one zone). Not with an enemy within reach, and not in a turn with Sprint.</source>
        <translation>Sich beliebig innerhalb der Reichweite Mittel (eine Zone) bewegen. Nicht mit einem Gegner in Reichweite und nicht in einem Zug mit Sprinten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get ready for a task; some gear and some major actions need this first.</source>
        <translation>Sich auf eine Probe vorbereiten; manche Ausrüstung und manche Hauptaktionen erfordern das zuerst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get up from the ground, or drop flat to be a smaller target; not both in one turn.</source>
        <translation>Vom Boden aufstehen oder sich flach hinwerfen, um ein kleineres Ziel zu sein; nicht beides in einem Zug.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help another character&apos;s task. Taken out of turn, it uses up your own turn this round.</source>
        <translation>Bei der Probe einer anderen Figur helfen. Außerhalb Ihres Zugs verbraucht das Ihren eigenen Zug dieser Runde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Try to injure an enemy or another target with a weapon.</source>
        <translation>Versuchen, einen Gegner oder ein anderes Ziel mit einer Waffe zu verletzen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A difficulty 2 task (attribute, skill and specialty to suit) to create, change or remove a trait, or raise or lower its potency.</source>
        <translation>Eine Probe mit Schwierigkeit 2 (Attribut, Fertigkeit und Spezialisierung passend gewählt), um ein Merkmal zu erschaffen, zu ändern oder zu entfernen oder seine Stärke zu erhöhen oder zu senken.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only one leader per side. Spend 1 momentum: an ally who hears you takes one action at once, without the +1 difficulty, and you assist with Will + Leadership.</source>
        <translation>Nur ein Anführer pro Seite. 1 Momentum ausgeben: Ein Verbündeter, der Sie hört, führt sofort eine Aktion aus, ohne die +1 Schwierigkeit, und Sie helfen mit Will + Leadership.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Revive a defeated character within reach (difficulty 2), or treat one of their injuries (difficulty = its severity).</source>
        <translation>Eine besiegte Figur in Reichweite wiederbeleben (Schwierigkeit 2) oder eine ihrer Verletzungen behandeln (Schwierigkeit = ihr Schweregrad).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A difficulty 0 task: on success, attacks on you are 1 harder until your next turn. Guarding an ally within reach instead makes the task 1 harder.</source>
        <translation>Eine Probe mit Schwierigkeit 0: Bei Erfolg sind Angriffe auf Sie bis zu Ihrem nächsten Zug um 1 schwerer. Einen Verbündeten in Reichweite zu decken, macht die Probe stattdessen um 1 schwerer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any other task the GM allows or the situation demands.</source>
        <translation>Jede andere Probe, die die SL erlaubt oder die Lage erfordert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not attempt a task.</source>
        <translation>Keine Probe versuchen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name a major action and a trigger; when it happens, interrupt to take that action. Lost if the trigger has not come by your next turn.</source>
        <translation>Eine Hauptaktion und einen Auslöser benennen; tritt er ein, unterbrechen Sie, um diese Aktion auszuführen. Verfällt, wenn der Auslöser bis zu Ihrem nächsten Zug nicht eingetreten ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move anywhere within Long range (two zones); a difficulty 0 task on the way can generate momentum for rough ground. Not in a turn with the Movement minor action.</source>
        <translation>Sich beliebig innerhalb der Reichweite Weit (zwei Zonen) bewegen; eine Probe mit Schwierigkeit 0 unterwegs kann Momentum für unwegsames Gelände erzeugen. Nicht in einem Zug mit der Nebenaktion Bewegung.</translation>
    </message>
</context>
<context>
    <name>RfiMapUi</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/map_rules.py" line="+106"/>
        <source>Attack…</source>
        <translation>Angriff…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll an attack and deal its injury, as one undoable step</source>
        <translation>Einen Angriff würfeln und seine Verletzung zufügen, als ein Schritt, der sich rückgängig machen lässt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Attack this target…</source>
        <translation>Dieses Ziel angreifen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, whose turn it is, attacks %2</source>
        <translation>%1 ist am Zug und greift %2 an</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 moved to %2</source>
        <translation>%1 hat sich nach %2 bewegt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 momentum paid from the task</source>
        <translation>%1: %2 Momentum von der Probe bezahlt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (Sprint: the major action)</source>
        <translation>%1 (Sprinten: die Hauptaktion)</translation>
    </message>
</context>
<context>
    <name>RfiMoveWords</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/move_words.py" line="+23"/>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sprint</source>
        <translation>Sprinten</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 (leaving %2) %3</source>
        <translation>%1 (beim Verlassen von %2) %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2 → %3) %4</source>
        <translation>%1 (%2 → %3) %4</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: %2 (%3), free</source>
        <translation>%1: %2 (%3), kostenlos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 (%3), %4 momentum: %5</source>
        <translation>%1: %2 (%3), %4 Momentum: %5</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot take the Movement minor action: %2 within reach. A Sprint (major action) would do.</source>
        <translation>%1 kann die Nebenaktion Bewegung nicht nehmen: %2 in Reichweite. Sprinten (Hauptaktion) ginge.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot take the Movement minor action: %2 within reach.</source>
        <translation>%1 kann die Nebenaktion Bewegung nicht nehmen: %2 in Reichweite.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No connected zones lead from where %1 stands to %2.</source>
        <translation>Von der Zone, in der %1 steht, führen keine verbundenen Zonen nach %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is at %2 range from %3: %4 reaches %5 range at most. A Sprint (major action) would do.</source>
        <translation>%1 liegt für %3 auf Reichweite %2: %4 reicht höchstens bis Reichweite %5. Sprinten (Hauptaktion) ginge.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is at %2 range from %3: %4 reaches %5 range at most.</source>
        <translation>%1 liegt für %3 auf Reichweite %2: %4 reicht höchstens bis Reichweite %5.</translation>
    </message>
</context>
<context>
    <name>RfiRollCounts</name>
    <message numerus="yes">
        <location filename="../../gmscreen/ui/rfi/roll_lines.py" line="+47"/>
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n Erfolg</numerusform>
            <numerusform>%n Erfolge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n momentum</source>
        <translation>
            <numerusform>%n Momentum</numerusform>
            <numerusform>%n Momentum</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n complication(s)</source>
        <translation>
            <numerusform>%n Komplikation</numerusform>
            <numerusform>%n Komplikationen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RfiRollLines</name>
    <message>
        <location line="-26"/>
        <source>passed</source>
        <translation>gelungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>misslungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>succeeded at cost</source>
        <translation>mit Preis gelungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>automatic success</source>
        <translation>automatischer Erfolg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>voluntary failure</source>
        <translation>freiwillig gescheitert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stun</source>
        <translation>Betäubung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deadly</source>
        <translation>tödlich</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1, difficulty %2: %3</source>
        <translation>%1, Schwierigkeit %2: %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 avoids it with %2 stress</source>
        <translation>%1 weicht mit %2 Stress aus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 avoids it: the GM spends %2 threat</source>
        <translation>%1 weicht aus: die SL gibt %2 Bedrohung aus</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is killed</source>
        <translation>%1 wird getötet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is knocked out</source>
        <translation>%1 wird ausgeschaltet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 suffers %2 %3 (%4), defeated and dying</source>
        <translation>%1 erleidet %2 %3 (%4), besiegt und sterbend</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 suffers %2 %3 (%4), defeated</source>
        <translation>%1 erleidet %2 %3 (%4), besiegt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>+%1 threat for a deadly attack</source>
        <translation>+%1 Bedrohung für einen tödlichen Angriff</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 from the roll</source>
        <translation>%1 aus dem Wurf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 threat</source>
        <translation>%1 Bedrohung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 from the pool</source>
        <translation>%1 aus dem Pool</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+%1 severity for %2 momentum (%3)</source>
        <translation>+%1 Schweregrad für %2 Momentum (%3)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 momentum saved to the group pool</source>
        <translation>%1 Momentum in den Gruppenpool gespart</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1; %2 lost over the cap of %3</source>
        <translation>%1; %2 über der Obergrenze von %3 verloren</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 attacks %2 (%3, %4)</source>
        <translation>%1 greift %2 an (%3, %4)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: hit — %2</source>
        <translation>%1: Treffer — %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: miss</source>
        <translation>%1: verfehlt</translation>
    </message>
</context>
<context>
    <name>RfiSpends</name>
    <message>
        <location filename="../../build/lupdate/rules_words.py" line="+1"/>
        <source>Create Opportunity (buy d20s)</source>
        <translation>Gelegenheit schaffen (W20 kaufen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create a Trait</source>
        <translation>Ein Merkmal erschaffen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the Initiative</source>
        <translation>Die Initiative behalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Obtain Information</source>
        <translation>Informationen erhalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reduce Time</source>
        <translation>Zeit verkürzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swift Action</source>
        <translation>Schnelle Aktion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra Minor Action</source>
        <translation>Zusätzliche Nebenaktion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once the difficulty is set and before rolling, add d20s to the pool: the 1st extra die costs 1, the 2nd 2, the 3rd 3; never more than 5d20 rolled.</source>
        <translation>Sobald die Schwierigkeit feststeht und vor dem Wurf dem Pool W20 hinzufügen: der 1. zusätzliche Würfel kostet 1, der 2. 2, der 3. 3; nie mehr als 5W20 würfeln.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bring a new trait into the scene, or change, strengthen or remove one in play; it must follow from the task just passed.</source>
        <translation>Ein neues Merkmal in die Szene bringen oder eines im Spiel ändern, verstärken oder entfernen; es muss aus der gerade bestandenen Probe folgen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After your turn, pass the action to someone on your own side instead of the opposition; that side cannot do it again until the other side has had a turn. NPCs may use it too.</source>
        <translation>Nach Ihrem Zug die Handlung an jemanden auf Ihrer eigenen Seite statt an die Gegenseite weitergeben; diese Seite kann das erst wieder tun, wenn die andere Seite einen Zug hatte. Auch NSC dürfen das.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the GM one question tied to the task; the answer is true but may be partial. If the character could not know, the GM says so and gives the momentum back.</source>
        <translation>Der SL eine Frage zur Probe stellen; die Antwort ist wahr, aber vielleicht unvollständig. Kann die Figur es nicht wissen, sagt die SL das und gibt das Momentum zurück.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The activity takes less time, usually half; not in action scenes (see timed challenges).</source>
        <translation>Die Tätigkeit dauert kürzer, meist halb so lange; nicht in Actionszenen (siehe Herausforderungen auf Zeit).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a second major action on your turn; any task it calls for is 1 difficulty harder.</source>
        <translation>In Ihrem Zug eine zweite Hauptaktion ausführen; jede Probe, die sie erfordert, ist um 1 schwerer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take one more minor action on your turn; no minor action twice in one turn.</source>
        <translation>In Ihrem Zug eine weitere Nebenaktion ausführen; keine Nebenaktion zweimal in einem Zug.</translation>
    </message>
</context>
<context>
    <name>RfiTerms</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/terms.py" line="+18"/>
        <source>The active side wins</source>
        <translation>Die aktive Seite gewinnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The reactive side wins</source>
        <translation>Die reagierende Seite gewinnt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only the active side succeeded</source>
        <translation>nur die aktive Seite hatte Erfolg</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only the reactive side succeeded</source>
        <translation>nur die reagierende Seite hatte Erfolg</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>both succeeded; more momentum wins</source>
        <translation>beide hatten Erfolg; mehr Momentum gewinnt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>both succeeded with equal momentum</source>
        <translation>beide hatten Erfolg, mit gleich viel Momentum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>both failed</source>
        <translation>beide sind gescheitert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>minor NPC</source>
        <translation>kleiner NSC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>notable NPC</source>
        <translation>nennenswerter NSC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>major NPC</source>
        <translation>wichtiger NSC</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the players</source>
        <translation>die Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the NPCs</source>
        <translation>die NSC</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (GM&apos;s call)</source>
        <translation>%1 (Entscheidung der SL)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: nothing changes</source>
        <translation>%1: nichts ändert sich</translation>
    </message>
    <message>
        <location filename="../../build/lupdate/rules_words.py" line="-45"/>
        <source>Aim</source>
        <translation>Zielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw Item</source>
        <translation>Gegenstand ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interact</source>
        <translation>Interagieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prepare</source>
        <translation>Vorbereiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stand / Drop Prone</source>
        <translation>Aufstehen / Hinlegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assist</source>
        <translation>Helfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create Trait</source>
        <translation>Merkmal erschaffen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Direct</source>
        <translation>Anleiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First Aid</source>
        <translation>Erste Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guard</source>
        <translation>Deckung suchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other Task</source>
        <translation>Andere Probe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass</source>
        <translation>Aussetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ready</source>
        <translation>Bereithalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sprint</source>
        <translation>Sprinten</translation>
    </message>
</context>
<context>
    <name>RollForms</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/roll_forms.py" line="-151"/>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>routine</source>
        <translation>Routine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moderate</source>
        <translation>mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>very hard</source>
        <translation>sehr schwer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>for average</source>
        <translation>für Durchschnittliche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>for apprentice</source>
        <translation>für Lehrlinge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>for journeyman</source>
        <translation>für Gesellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>for master</source>
        <translation>für Meister</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no advantage</source>
        <translation>kein Vorteil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>advantage (help, assets): player rerolls once</source>
        <translation>Vorteil (Hilfe, Vorzüge): der Spieler würfelt einmal neu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>disadvantage: GM or opponent rerolls once</source>
        <translation>Nachteil: SL oder Gegner würfelt einmal neu</translation>
    </message>
</context>
<context>
    <name>RollLines</name>
    <message>
        <location filename="../../gmscreen/ui/panels/roll_lines.py" line="+79"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>RollLogModel</name>
    <message>
        <location filename="../../gmscreen/ui/panels/rolllog.py" line="+68"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(undone)</source>
        <translation>(rückgängig gemacht)</translation>
    </message>
</context>
<context>
    <name>RollLogPanel</name>
    <message>
        <location line="+104"/>
        <source>Search rolls: a name, a word of the outcome…</source>
        <translation>Würfe durchsuchen: ein Name, ein Wort des Ergebnisses…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Roll log</source>
        <translation>Wurfprotokoll</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No rolls yet: roll a task and it appears here.</source>
        <translation>Noch keine Würfe: würfeln Sie eine Probe, dann erscheint sie hier.</translation>
    </message>
</context>
<context>
    <name>RollSetup</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/roll_setup.py" line="+33"/>
        <source>With advantage</source>
        <translation>Mit Vorteil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With disadvantage</source>
        <translation>Mit Nachteil</translation>
    </message>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/breakdown_words.py" line="+17"/>
        <source>%1 %2D</source>
        <translation>%1 %2W</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 +%2D</source>
        <translation>%1 +%2W</translation>
    </message>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/roll_setup.py" line="+14"/>
        <source>Task roll %1D</source>
        <translation>Probenwurf %1W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Obstacle roll %1D</source>
        <translation>Hinderniswurf %1W</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Chance to pass: &lt;b&gt;%1&lt;/b&gt; on the dice alone</source>
        <translation>Chance zu bestehen: &lt;b&gt;%1&lt;/b&gt; allein mit den Würfeln</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; &lt;b&gt;%1&lt;/b&gt; with the rerolls held (player %2, opponent %3)</source>
        <translation>; &lt;b&gt;%1&lt;/b&gt; mit den verfügbaren Neuwürfen (Spieler %2, Gegner %3)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No test to link to.</source>
        <translation>Keine Probe, an die angeknüpft werden kann.</translation>
    </message>
</context>
<context>
    <name>RollSides</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/roll_sides.py" line="+78"/>
        <location line="+14"/>
        <source>helpful (its rating)</source>
        <translation>hilfreich (seine Stufe)</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>neutral (2D)</source>
        <translation>neutral (2W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hindering (1D)</source>
        <translation>hinderlich (1W)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>helpful (%1D)</source>
        <translation>hilfreich (%1W)</translation>
    </message>
</context>
<context>
    <name>RollerForm</name>
    <message>
        <location line="+20"/>
        <source>who opposes (no sheet)</source>
        <translation>wer dagegenhält (ohne Bogen)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rating of their helpful lifepath</source>
        <translation>Die Stufe ihres hilfreichen Lebenswegs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>for a fate point</source>
        <translation>für einen Schicksalspunkt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to clear its tax</source>
        <translation>um ihre Belastung aufzuheben</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>hindering conditions count toward clearing</source>
        <translation>hinderliche Zustände zählen zu ihrem Aufheben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hindering conditions earn a fate point</source>
        <translation>hinderliche Zustände bringen einen Schicksalspunkt</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lifepath</source>
        <translation>Lebensweg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hindering</source>
        <translation>Hinderlich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Helps +1D</source>
        <translation>Hilft +1W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hinders</source>
        <translation>Behindert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Their own traits and conditions turned against them: +1D to the other roll</source>
        <translation>Eigene Merkmale und Zustände gegen sie gewendet: +1W für den anderen Wurf</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Someone without a sheet</source>
        <translation>Jemand ohne Bogen</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>(no lifepath)</source>
        <translation>(kein Lebensweg)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>their lifepath</source>
        <translation>ihr Lebensweg</translation>
    </message>
</context>
<context>
    <name>RulesOptionsDialog</name>
    <message>
        <location filename="../../gmscreen/ui/renaissance/options_dialog.py" line="+39"/>
        <source>Renaissance rule options</source>
        <translation>Regeloptionen für Renaissance</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1d100</source>
        <translation>1W100</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2d10, the tens die first</source>
        <translation>2W10, der Zehnerwürfel zuerst</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A downgraded critical success becomes basic</source>
        <translation>Ein verschlechterter kritischer Erfolg wird zum einfachen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The text&apos;s downgrade list contradicts itself; by default it moves one step</source>
        <translation>Die Verschlechterungsliste des Textes widerspricht sich; standardmäßig geht es eine Stufe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rerolled rounds before the GM decides</source>
        <translation>Neu gewürfelte Runden, bevor die SL entscheidet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Higher initiative modifier wins a tie</source>
        <translation>Der höhere Initiativemodifikator gewinnt einen Gleichstand</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Per session start or break</source>
        <translation>Je Sitzungsbeginn oder Pause</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules set no cap</source>
        <translation>Die Regeln setzen keine Obergrenze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no cap</source>
        <translation>keine Obergrenze</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Penalty for using a related skill instead</source>
        <translation>Abzug, wenn stattdessen eine verwandte Fertigkeit genutzt wird</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Penalty for rolling the linked aptitude × 1 instead</source>
        <translation>Abzug, wenn stattdessen die verknüpfte Eignung × 1 gewürfelt wird</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Offer the optional −10 per earlier try</source>
        <translation>Die optionalen −10 je früherem Versuch anbieten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changing these is one step on the Undo list.</source>
        <translation>Eine Änderung hier ist ein Schritt in der Rückgängig-Liste.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll D% as</source>
        <translation>W% würfeln als</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contest rounds</source>
        <translation>Runden des Wettstreits</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Luck per session</source>
        <translation>Glückspunkte je Sitzung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck Point cap</source>
        <translation>Obergrenze für Glückspunkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defaulting to a skill</source>
        <translation>Ausweichen auf eine Fertigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defaulting to an aptitude</source>
        <translation>Ausweichen auf eine Eignung</translation>
    </message>
</context>
<context>
    <name>ScenesPanel</name>
    <message>
        <location filename="../../gmscreen/ui/panels/scenes.py" line="+50"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Start episode</source>
        <translation>Episode beginnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start scene</source>
        <translation>Szene beginnen</translation>
    </message>
    <message>
        <location line="-80"/>
        <location line="+130"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location line="-155"/>
        <source>Seasons, episodes and scenes</source>
        <translation>Staffeln, Episoden und Szenen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start the selected scene or episode: the scene being played ends (RFI: the group pool loses 1 Momentum); a scene of another episode starts that episode (RFI: Threat and Fortune are reset)</source>
        <translation>Die gewählte Szene oder Episode beginnen: die gespielte Szene endet (RFI: der Gruppenpool verliert 1 Momentum); eine Szene einer anderen Episode beginnt diese Episode (RFI: Bedrohung und Fortuna werden zurückgesetzt)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End scene</source>
        <translation>Szene beenden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End the scene being played (its end-of-scene rules apply) and go on to the next scene, or to the next episode (its resets apply) — one undoable step</source>
        <translation>Die gespielte Szene beenden (ihre Regeln zum Szenenende gelten) und zur nächsten Szene oder zur nächsten Episode (ihre Zurücksetzungen gelten) übergehen — ein Schritt, der sich rückgängig machen lässt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Add a scene, an episode or a season</source>
        <translation>Eine Szene, eine Episode oder eine Staffel hinzufügen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scene…</source>
        <translation>Szene…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Episode…</source>
        <translation>Episode…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Season…</source>
        <translation>Staffel…</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>…then next scene: %s</source>
        <translation>…dann nächste Szene: %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>…then next scene (none left in this episode)</source>
        <translation>…dann nächste Szene (in dieser Episode keine mehr)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>…then next episode: %s</source>
        <translation>…dann nächste Episode: %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>…then next episode (add one first)</source>
        <translation>…dann nächste Episode (zuerst eine hinzufügen)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Title of the new scene:</source>
        <translation>Titel der neuen Szene:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Title of the new episode:</source>
        <translation>Titel der neuen Episode:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Title of the new season:</source>
        <translation>Titel der neuen Staffel:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Give the new %s a title.</source>
        <translation>Geben Sie dem neuen Eintrag (%s) einen Titel.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Select the episode the scene belongs to.</source>
        <translation>Die Episode wählen, zu der die Szene gehört.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Add a season first.</source>
        <translation>Zuerst eine Staffel hinzufügen.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New title:</source>
        <translation>Neuer Titel:</translation>
    </message>
</context>
<context>
    <name>SessionBoard</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/board.py" line="+86"/>
        <source>The conflict the campaign is about</source>
        <translation>Der Konflikt, um den es in der Kampagne geht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the situation</source>
        <translation>Die Lage speichern</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Situation</source>
        <translation>Lage</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Factions</source>
        <translation>Fraktionen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Beliefs</source>
        <translation>Überzeugungen</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>This campaign has not been through session zero: no factions yet.</source>
        <translation>Diese Kampagne hat keine Sitzung null durchlaufen: noch keine Fraktionen.</translation>
    </message>
</context>
<context>
    <name>SessionBridge</name>
    <message>
        <location filename="../../gmscreen/ui/shell/undo.py" line="+43"/>
        <location line="+75"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="-72"/>
        <location line="+75"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Undo: %s</source>
        <translation>Rückgängig: %s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Redo: %s</source>
        <translation>Wiederholen: %s</translation>
    </message>
</context>
<context>
    <name>SessionZeroWizard</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/wizard.py" line="+42"/>
        <source>Session zero — new Hot Circle campaign</source>
        <translation>Sitzung null — neue Hot-Circle-Kampagne</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/wizard_pages.py" line="-69"/>
        <source>Lifepath settings</source>
        <translation>Lebensweg-Einstellungen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Group the genre&apos;s character types into 4–6 broad, distinct backgrounds: classes, cultures or environments people grow up in.</source>
        <translation>Fassen Sie die Figurentypen des Genres in 4–6 breite, klar unterschiedene Hintergründe: Klassen, Kulturen oder Umgebungen, in denen man aufwächst.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A setting, e.g. Harbour</source>
        <translation>Ein Schauplatz, z. B. Hafen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
</context>
<context>
    <name>SetupForm</name>
    <message>
        <location filename="../../gmscreen/ui/firelock/setup_form.py" line="+56"/>
        <source>e.g. Duel at the well</source>
        <translation>z. B. Duell am Brunnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge steps</source>
        <translation>Schritte der Herausforderung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wound</source>
        <translation>Wunde</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Initiator</source>
        <translation>Initiator</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Responder</source>
        <translation>Antwortende</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The scores the initiator may use, e.g. Finesse, Melee</source>
        <translation>Die Werte, die der Initiator nutzen darf, z. B. Finesse, Nahkampf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scores the responder may use, e.g. Body</source>
        <translation>Die Werte, die die antwortende Seite nutzen darf, z. B. Körper</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Add roll</source>
        <translation>Wurf hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A complex challenge: another roll after this one</source>
        <translation>Eine komplexe Herausforderung: nach diesem Wurf folgt ein weiterer</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+79"/>
        <source>Roll %d</source>
        <translation>Wurf %d</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hit, then wound</source>
        <translation>Treffer, dann Wunde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finesse or Melee to land a blow, then Body for the wound</source>
        <translation>Finesse oder Nahkampf, um zu treffen, dann Körper für die Wunde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the initiator wins each roll</source>
        <translation>der Initiator gewinnt jeden Wurf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the responder wins each roll</source>
        <translation>die antwortende Seite gewinnt jeden Wurf</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Group challenge</source>
        <translation>Gruppenherausforderung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Group challenge: each side puts forward a champion</source>
        <translation>Gruppenherausforderung: jede Seite stellt einen Champion</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+4"/>
        <source>Challenge</source>
        <translation>Herausforderung</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Goes on while</source>
        <translation>Läuft weiter, solange</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Fight</source>
        <translation>Kampf</translation>
    </message>
</context>
<context>
    <name>SheetForm</name>
    <message>
        <location filename="../../gmscreen/ui/renaissance/sheet_form.py" line="+65"/>
        <source>Luck Points held; +1 at each session start or break</source>
        <translation>Gehaltene Glückspunkte; +1 zu jedem Sitzungsbeginn oder jeder Pause</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spend 1</source>
        <translation>1 ausgeben</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../gmscreen/ui/rfi/sheet_form.py" line="+63"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gmscreen/ui/rfi/sheet_form.py" line="+1"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gmscreen/ui/rfi/sheet_form.py" line="+1"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck Points</source>
        <translation>Glückspunkte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aptitudes</source>
        <translation>Eignungen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The Luck stat (Luck × 10 checks), not Luck Points</source>
        <translation>Der Glückswert (Proben auf Glück × 10), nicht die Glückspunkte</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Added to 1d10 for initiative (the GM sets the formula)</source>
        <translation>Wird für die Initiative zu 1W10 addiert (die SL legt die Formel fest)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Initiative modifier</source>
        <translation>Initiativemodifikator</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Skills (rating = linked aptitude + ranks)</source>
        <translation>Fertigkeiten (Wert = verknüpfte Eignung + Ränge)</translation>
    </message>
    <message>
        <location line="+71"/>
        <location line="+2"/>
        <source>New skill %d</source>
        <translation>Neue Fertigkeit %d</translation>
    </message>
    <message>
        <location filename="../../gmscreen/ui/rfi/sheet_form.py" line="+1"/>
        <source>Fortune</source>
        <translation>Fortuna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attributes (7–12)</source>
        <translation>Attribute (7–12)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skills (1–5)</source>
        <translation>Fertigkeiten (1–5)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+3"/>
        <source>Stress</source>
        <translation>Stress</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Track</source>
        <translation>Leiste</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New specialty</source>
        <translation>Neue Spezialisierung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New truth</source>
        <translation>Neue Wahrheit</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Specialties</source>
        <translation>Spezialisierungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Truths</source>
        <translation>Wahrheiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Injuries (tick when treated)</source>
        <translation>Verletzungen (abhaken, wenn versorgt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Traits</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%d / %d</source>
        <translation>%d / %d</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A notable NPC has half the track in play: %d.</source>
        <translation>Ein nennenswerter NSC hat die halbe Leiste im Spiel: %d.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A minor NPC takes no stress: any injury defeats them.</source>
        <translation>Ein kleiner NSC nimmt keinen Stress: jede Verletzung besiegt ihn.</translation>
    </message>
</context>
<context>
    <name>SheetFormScaffold</name>
    <message>
        <location filename="../../gmscreen/ui/panels/sheet_scaffold.py" line="+71"/>
        <source>Character name</source>
        <translation>Name der Figur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>who plays them</source>
        <translation>wer sie spielt</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>A character needs a name.</source>
        <translation>Eine Figur braucht einen Namen.</translation>
    </message>
</context>
<context>
    <name>SheetNamesDialog</name>
    <message>
        <location filename="../../gmscreen/ui/dialogs/names.py" line="+54"/>
        <source>Attribute and skill names</source>
        <translation>Attribut- und Fertigkeitsnamen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attributes</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New attribute</source>
        <translation>Neues Attribut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skills</source>
        <translation>Fertigkeiten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New skill</source>
        <translation>Neue Fertigkeit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double-click a name to rename it. Every character sheet follows: a renamed rating keeps its value; a removed one is gone from every sheet (Undo brings it back).</source>
        <translation>Doppelklick auf einen Namen benennt ihn um. Jeder Figurenbogen folgt: ein umbenannter Wert behält seine Zahl; ein entfernter verschwindet von jedem Bogen (Rückgängig holt ihn zurück).</translation>
    </message>
</context>
<context>
    <name>SheetsPanel</name>
    <message>
        <location filename="../../gmscreen/ui/renaissance/sheets.py" line="+34"/>
        <location filename="../../gmscreen/ui/rfi/sheets.py" line="+113"/>
        <source>Add…</source>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gmscreen/ui/rfi/sheets.py" line="+1"/>
        <source>Add a player character or an NPC</source>
        <translation>Einen Spielercharakter oder einen NSC hinzufügen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Session break: +Luck</source>
        <translation>Sitzungspause: +Glück</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A session starts or the GM declares a break: everyone gains Luck Points</source>
        <translation>Eine Sitzung beginnt oder die SL ruft eine Pause aus: alle erhalten Glückspunkte</translation>
    </message>
    <message>
        <location line="+11"/>
        <source> — %d Luck</source>
        <translation> — Glückspunkte: %d</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (NPC)</source>
        <translation> (NSC)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../gmscreen/ui/rfi/sheets.py" line="+25"/>
        <source>Played by %s</source>
        <translation>Gespielt von %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove %s and their Luck Points? Undo brings them back.</source>
        <translation>%s und die Glückspunkte entfernen? Rückgängig holt sie zurück.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Scores start at 0 and there are no skills yet: fill them in on the sheet.</source>
        <translation>Werte beginnen bei 0, und es gibt noch keine Fertigkeiten: auf dem Bogen ausfüllen.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Session break: %s</source>
        <translation>Sitzungspause: %s</translation>
    </message>
    <message>
        <location filename="../../gmscreen/ui/rfi/sheets.py" line="-19"/>
        <source>Attribute &amp;&amp; skill names…</source>
        <translation>Attribut- &amp;&amp; Fertigkeitsnamen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rename, add or remove the campaign&apos;s attributes and skills</source>
        <translation>Die Attribute und Fertigkeiten der Kampagne umbenennen, hinzufügen oder entfernen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>minor NPC</source>
        <translation>kleiner NSC</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>notable NPC</source>
        <translation>nennenswerter NSC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>major NPC</source>
        <translation>wichtiger NSC</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%s (%s)</source>
        <translation>%s (%s)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Remove %s? Their traits, fortune and map tokens go with them. Undo brings everything back.</source>
        <translation>%s entfernen? Merkmale, Fortuna und Kartenmarker gehen mit. Rückgängig holt alles zurück.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../gmscreen/ui/shell/help.py" line="-71"/>
        <location line="+3"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
</context>
<context>
    <name>SideForm</name>
    <message>
        <location filename="../../gmscreen/ui/firelock/side_form.py" line="+61"/>
        <source>mostly sensible (%1)</source>
        <translation>weitgehend sinnvoll (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>dubious (%1)</source>
        <translation>zweifelhaft (%1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>borderline (%1)</source>
        <translation>grenzwertig (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>implausible: vetoed</source>
        <translation>unplausibel: Veto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>clever: bonus +%1</source>
        <translation>einfallsreich: Bonus +%1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Tick who is on this side; one of them rolls each time</source>
        <translation>Anhaken, wer auf dieser Seite ist; jedes Mal würfelt einer von ihnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Best champion</source>
        <translation>Bester Champion</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+68"/>
        <source>The member with the highest unused offered score</source>
        <translation>Das Mitglied mit dem höchsten ungenutzten angebotenen Wert</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>The GM&apos;s ruling on a score that was not offered</source>
        <translation>Die Entscheidung der SL über einen Wert, der nicht angeboten wurde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GM </source>
        <translation>SL </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A circumstance bonus or penalty, apart from any rule</source>
        <translation>Ein Umstandsbonus oder -malus, unabhängig von jeder Regel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fixed number that stands in for a score</source>
        <translation>Die feste Zahl, die für einen Wert steht</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Party</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who rolls</source>
        <translation>Wer würfelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Obstacle</source>
        <translation>Hindernis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Substitution</source>
        <translation>Ersetzung</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Tick who is on this side first</source>
        <translation>Zuerst anhaken, wer auf dieser Seite ist</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Static obstacle</source>
        <translation>Festes Hindernis</translation>
    </message>
    <message>
        <location line="+54"/>
        <source> — offered</source>
        <translation> — angeboten</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Choose who rolls.</source>
        <translation>Wählen Sie, wer würfelt.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Adds %s to the d10.</source>
        <translation>Addiert %s zum W10.</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <location filename="../../gmscreen/ui/shell/single_instance.py" line="+131"/>
        <source>Open another campaign?</source>
        <translation>Eine andere Kampagne öffnen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gmscreen is already running with “%1”.

Switch to “%2”? Everything in the open campaign is already saved.</source>
        <translation>gmscreen läuft bereits mit „%1“.

Zu „%2“ wechseln? Alles in der geöffneten Kampagne ist bereits gespeichert.</translation>
    </message>
</context>
<context>
    <name>SituationPage</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/wizard_situation.py" line="+10"/>
        <source>The situation</source>
        <translation>Die Lage</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look for tensions on the map. If it is too stable, think of an event that flips a tie or turns a major faction minor. Then write the conflict the campaign is about.</source>
        <translation>Suchen Sie auf der Karte nach Spannungen. Ist sie zu stabil, denken Sie an ein Ereignis, das eine Beziehung umkehrt oder eine große Fraktion klein macht. Schreiben Sie dann den Konflikt auf, um den es in der Kampagne geht.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Double-click a tension to start the situation from it</source>
        <translation>Doppelklick auf eine Spannung beginnt die Lage mit ihr</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The conflict that drives the campaign, involving several factions</source>
        <translation>Der Konflikt, der die Kampagne antreibt, mit mehreren Fraktionen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tensions on the map</source>
        <translation>Spannungen auf der Karte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Situation</source>
        <translation>Lage</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No tension stands out: think of an event that disrupts the balance.</source>
        <translation>Keine Spannung sticht hervor: denken Sie an ein Ereignis, das das Gleichgewicht stört.</translation>
    </message>
</context>
<context>
    <name>SituationalEditor</name>
    <message>
        <location filename="../../gmscreen/ui/renaissance/modifier_line.py" line="+61"/>
        <source>reason, e.g. in the dark</source>
        <translation>Grund, z. B. im Dunkeln</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove this modifier</source>
        <translation>Diesen Modifikator entfernen</translation>
    </message>
</context>
<context>
    <name>SkillsEditor</name>
    <message>
        <location filename="../../gmscreen/ui/renaissance/skills_editor.py" line="+37"/>
        <source>Skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apt.</source>
        <translation>Eign.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranks</source>
        <translation>Ränge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TN</source>
        <translation>ZW</translation>
    </message>
    <message>
        <location filename="../../gmscreen/ui/renaissance/sheet_form.py" line="-74"/>
        <location filename="../../gmscreen/ui/renaissance/skills_editor.py" line="+19"/>
        <source>Skills</source>
        <translation>Fertigkeiten</translation>
    </message>
    <message>
        <location filename="../../gmscreen/ui/renaissance/skills_editor.py" line="+13"/>
        <source>Add skill</source>
        <translation>Fertigkeit hinzufügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove skill</source>
        <translation>Fertigkeit entfernen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The linked aptitude: rating = aptitude + ranks</source>
        <translation>Die verknüpfte Eignung: Wert = Eignung + Ränge</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>specialization, e.g. Tracking</source>
        <translation>Spezialisierung, z. B. Spurenlesen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Proficiency skill</source>
        <translation>Kenntnisfertigkeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Used through proficiencies: −20 without a fitting one</source>
        <translation>Über Kenntnisse genutzt: −20 ohne passende Kenntnis</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. Swords, Knives</source>
        <translation>z. B. Schwerter, Messer</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Linked, ranks</source>
        <translation>Verknüpft, Ränge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Specialty</source>
        <translation>Spezialisierung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Proficiencies</source>
        <translation>Kenntnisse</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Proficiencies: %s</source>
        <translation>Kenntnisse: %s</translation>
    </message>
</context>
<context>
    <name>SpendDialog</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/spend_dialog.py" line="+48"/>
        <source>Only immediate spends can be paid with Threat</source>
        <translation>Nur sofortige Ausgaben können mit Bedrohung bezahlt werden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Times</source>
        <translation>Mal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the roll (%d unsaved)</source>
        <translation>Aus dem Wurf (%d nicht gespart)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the pool (%d)</source>
        <translation>Aus dem Pool (%d)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As Threat</source>
        <translation>Als Bedrohung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%d Momentum</source>
        <translation>%d Momentum</translation>
    </message>
</context>
<context>
    <name>SpotlightBar</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/spotlight.py" line="+66"/>
        <source>Cut to a new scene…</source>
        <translation>Schnitt zu einer neuen Szene…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End of session…</source>
        <translation>Sitzungsende…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Suggest a cut after this many ability tests</source>
        <translation>Einen Schnitt nach so vielen Fähigkeitsproben vorschlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggest a cut after this many obstacle tests</source>
        <translation>Einen Schnitt nach so vielen Hindernisproben vorschlagen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cut after</source>
        <translation>Schnitt nach</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ability or</source>
        <translation>Fähigkeit oder</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>obstacle tests</source>
        <translation>Hindernisproben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spotlight:</source>
        <translation>Rampenlicht:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&lt;b&gt;No scene is being played&lt;/b&gt;</source>
        <translation>&lt;b&gt;Keine Szene wird gespielt&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>scene %d: %s</source>
        <translation>Szene %d: %s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tests this scene: &lt;b&gt;%d&lt;/b&gt; ability · &lt;b&gt;%d&lt;/b&gt; obstacle</source>
        <translation>Proben in dieser Szene: &lt;b&gt;%d&lt;/b&gt; Fähigkeit · &lt;b&gt;%d&lt;/b&gt; Hindernis</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>✂ Time to cut: this scene has done its work. Move the spotlight.</source>
        <translation>✂ Zeit für einen Schnitt: diese Szene hat ihre Arbeit getan. Das Rampenlicht weiterreichen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fewest scenes this session: %s</source>
        <translation>Die wenigsten Szenen in dieser Sitzung: %s</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%s has starred in %d scene(s) this session; click to put them in or out of this scene</source>
        <translation>%s war in dieser Sitzung in %d Szene(n) im Rampenlicht; klicken, um die Figur in diese Szene zu nehmen oder herauszunehmen</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Cut to a new scene</source>
        <translation>Schnitt zu einer neuen Szene</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scene title:</source>
        <translation>Titel der Szene:</translation>
    </message>
</context>
<context>
    <name>StartCombatDialog</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/start_combat_dialog.py" line="+49"/>
        <source>Start combat</source>
        <translation>Kampf beginnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The players</source>
        <translation>Die Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The NPCs</source>
        <translation>Die NSC</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Who is in the fight?</source>
        <translation>Wer ist im Kampf?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who acts first? (the GM decides)</source>
        <translation>Wer handelt zuerst? (die SL entscheidet)</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/end_of_session.py" line="-104"/>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish saves all of this as one step (Undo takes it back).</source>
        <translation>Fertigstellen speichert all das als einen Schritt (Rückgängig nimmt ihn zurück).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start the next session now:</source>
        <translation>Die nächste Sitzung jetzt beginnen:</translation>
    </message>
</context>
<context>
    <name>TaskForm</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/task_form.py" line="+81"/>
        <source>1: a 20 complicates … 5: 16–20 complicate</source>
        <translation>1: eine 20 bringt eine Komplikation … 5: 16–20 bringen eine</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How much of the price is paid by adding Threat</source>
        <translation>Wie viel des Preises durch zusätzliche Bedrohung bezahlt wird</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add assistant</source>
        <translation>Helfer hinzufügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 range per extra assistant</source>
        <translation>+1 Bereich je weiterem Helfer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GM option: +1 complication range for each assistant after the first</source>
        <translation>SL-Option: +1 Komplikationsbereich für jeden Helfer nach dem ersten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll even at difficulty 0</source>
        <translation>Auch bei Schwierigkeit 0 würfeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At difficulty 0 the GM may allow a roll: every success is Momentum</source>
        <translation>Bei Schwierigkeit 0 darf die SL einen Wurf erlauben: jeder Erfolg ist Momentum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Success at cost</source>
        <translation>Erfolg mit Preis</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Complications for success at cost</source>
        <translation>Komplikationen für Erfolg mit Preis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Threat pays</source>
        <translation>Bedrohung zahlt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>complication(s)</source>
        <translation>Komplikation(en)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Who rolls</source>
        <translation>Wer würfelt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Base difficulty</source>
        <translation>Grundschwierigkeit</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Traits in play</source>
        <translation>Merkmale im Spiel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Complication range</source>
        <translation>Komplikationsbereich</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+32"/>
        <source>Bought dice</source>
        <translation>Gekaufte Würfel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assistants</source>
        <translation>Helfer</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Show the reference table: %s</source>
        <translation>Die Referenztabelle zeigen: %s</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Base difficulty: %1</source>
        <translation>Grundschwierigkeit: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(never below %1)</source>
        <translation>(nie unter %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty: %1</source>
        <translation>Schwierigkeit: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Impossible</source>
        <translation>Unmöglich</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Remove this assistant</source>
        <translation>Diesen Helfer entfernen</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>cost %d (%d Momentum, %d Threat)</source>
        <translation>Kosten %d (%d Momentum, %d Bedrohung)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose who rolls.</source>
        <translation>Wählen Sie, wer würfelt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A trait makes this task impossible.</source>
        <translation>Ein Merkmal macht diese Probe unmöglich.</translation>
    </message>
</context>
<context>
    <name>TaskPanel</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/task.py" line="+81"/>
        <source>Task</source>
        <translation>Probe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opposed by</source>
        <translation>Dagegen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opposed task</source>
        <translation>Vergleichende Probe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both sides roll at base difficulty 1, side by side</source>
        <translation>Beide Seiten würfeln bei Grundschwierigkeit 1, nebeneinander</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fail voluntarily</source>
        <translation>Freiwillig scheitern</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>No roll: +1 Threat, +1 Fortune to the character</source>
        <translation>Kein Wurf: +1 Bedrohung, +1 Fortuna für die Figur</translation>
    </message>
    <message>
        <location line="-132"/>
        <source>Default outcome</source>
        <translation>Standardergebnis</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>The last roll is still in use: save or spend its Momentum, settle each complication, let a failure stand or succeed at a cost (or undo the roll) before the next roll.</source>
        <translation>Der letzte Wurf ist noch offen: Sparen Sie sein Momentum oder geben Sie es aus, handeln Sie jede Komplikation ab, nehmen Sie einen Fehlschlag hin oder lassen Sie die Probe mit Preis gelingen (oder machen Sie den Wurf rückgängig), bevor Sie erneut würfeln.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>GM: the active side wins</source>
        <translation>SL: die aktive Seite gewinnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GM: the reactive side wins</source>
        <translation>SL: die reagierende Seite gewinnt</translation>
    </message>
    <message>
        <location line="+196"/>
        <source>For key task &apos;%s&apos;</source>
        <translation>Für die Schlüsselprobe „%s“</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Logged, but not recorded on &apos;%s&apos;: %s</source>
        <translation>Protokolliert, aber nicht bei „%s“ festgehalten: %s</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Logged, but</source>
        <translation>Protokolliert, aber</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Choose who fails on purpose.</source>
        <translation>Wählen Sie, wer absichtlich scheitert.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Roll the task first.</source>
        <translation>Zuerst die Probe würfeln.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Invoke negatively</source>
        <translation>Negativ anrufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Truth or trait that works against the character:</source>
        <translation>Wahrheit oder Merkmal, das gegen die Figur wirkt:</translation>
    </message>
</context>
<context>
    <name>TaskResultView</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/task_result.py" line="+69"/>
        <source>Buy off a complication</source>
        <translation>Eine Komplikation abkaufen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player: add 2 Threat</source>
        <translation>Spieler: 2 Bedrohung hinzufügen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NPC: remove 2 Threat</source>
        <translation>NSC: 2 Bedrohung entfernen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GM applies it in play (no Threat)</source>
        <translation>Die SL wendet es im Spiel an (keine Bedrohung)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spend Momentum</source>
        <translation>Momentum ausgeben</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>immediate</source>
        <translation>sofort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>repeatable</source>
        <translation>wiederholbar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Succeed at cost</source>
        <translation>Mit Preis gelingen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn this failure into a success with a complication</source>
        <translation>Diesen Fehlschlag in einen Erfolg mit einer Komplikation verwandeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the failure stand</source>
        <translation>Fehlschlag hinnehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No success at cost: the task failed, the next roll may come</source>
        <translation>Kein Erfolg mit Preis: Die Probe ist misslungen, der nächste Wurf kann kommen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Invoke negatively…</source>
        <translation>Negativ anrufen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player brings a truth or trait into play against their character: +1 Fortune, +1 complication on this task</source>
        <translation>Der Spieler bringt eine Wahrheit oder ein Merkmal gegen die eigene Figur ins Spiel: +1 Fortuna, +1 Komplikation bei dieser Probe</translation>
    </message>
    <message numerus="yes">
        <location line="+58"/>
        <source>%n success(es) against difficulty %1</source>
        <translation>
            <numerusform>%n Erfolg gegen Schwierigkeit %1</numerusform>
            <numerusform>%n Erfolge gegen Schwierigkeit %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%d Momentum (%d unsaved)</source>
        <translation>%d Momentum (%d nicht gespart)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save %d Momentum to the pool</source>
        <translation>%d Momentum in den Pool sparen</translation>
    </message>
    <message numerus="yes">
        <location line="-6"/>
        <source>%n complication(s) to settle</source>
        <translation>
            <numerusform>%n Komplikation abzuhandeln</numerusform>
            <numerusform>%n Komplikationen abzuhandeln</numerusform>
        </translation>
    </message>
    <message>
        <location line="-138"/>
        <source>Passed</source>
        <translation>Gelungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Automatic success</source>
        <translation>Automatischer Erfolg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Succeeded at cost</source>
        <translation>Mit Preis gelungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>Misslungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voluntary failure</source>
        <translation>Freiwillig gescheitert</translation>
    </message>
    <message>
        <location line="+138"/>
        <source>assistants&apos; successes not counted: the leader scored none</source>
        <translation>Erfolge der Helfer nicht gezählt: der Anführer hat keinen erzielt</translation>
    </message>
</context>
<context>
    <name>TrackerNews</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/tracker_news.py" line="-63"/>
        <source>Round %1: %2 act first</source>
        <translation>Runde %1: %2 handeln zuerst</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Combat over after %n round(s)</source>
        <translation>
            <numerusform>Kampf nach %n Runde beendet</numerusform>
            <numerusform>Kampf nach %n Runden beendet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 joins %2</source>
        <translation>%1 schließt sich %2 an</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 leaves the fight</source>
        <translation>%1 verlässt den Kampf</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 keep the initiative</source>
        <translation>%1 behalten die Initiative</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+34"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>%1 — its task is %2 harder</source>
        <translation>%1 — seine Probe ist um %2 schwieriger</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 assists, using up their turn this round</source>
        <translation>%1 hilft und verbraucht damit seinen Zug dieser Runde</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 has %n turn(s) a round</source>
        <translation>
            <numerusform>%1 hat %n Zug pro Runde</numerusform>
            <numerusform>%1 hat %n Züge pro Runde</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is defeated</source>
        <translation>%1 ist besiegt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 is revived</source>
        <translation>%1 ist wieder auf den Beinen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>TrackerPanel</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/tracker.py" line="+88"/>
        <source>Keep the initiative</source>
        <translation>Die Initiative behalten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>2 Momentum (NPCs: 2 Threat): the side that just acted takes the next turn too</source>
        <translation>2 Momentum (NSC: 2 Bedrohung): die Seite, die gerade gehandelt hat, macht auch den nächsten Zug</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>End round</source>
        <translation>Runde beenden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End the round now (unused turns are lost)</source>
        <translation>Die Runde jetzt beenden (ungenutzte Züge verfallen)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End round: the players open the next</source>
        <translation>Runde beenden: die Spieler eröffnen die nächste</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End round: the NPCs open the next</source>
        <translation>Runde beenden: die NSC eröffnen die nächste</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a character to the fight (or drop one here)</source>
        <translation>Eine Figur zum Kampf hinzufügen (oder hier ablegen)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players pay in Threat</source>
        <translation>Spieler zahlen in Bedrohung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players add Threat instead of paying Momentum for Immediate costs: keeping the initiative, extra minor and major actions</source>
        <translation>Spieler fügen Bedrohung hinzu, statt Momentum für sofortige Kosten zu zahlen: Initiative behalten, zusätzliche Neben- und Hauptaktionen</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Round %d</source>
        <translation>Runde %d</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End combat</source>
        <translation>Kampf beenden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start combat…</source>
        <translation>Kampf beginnen…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Everyone has acted: end the round</source>
        <translation>Alle haben gehandelt: die Runde beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+52"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="-52"/>
        <location line="+52"/>
        <source>NPCs</source>
        <translation>NSC</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>%s pick who acts next</source>
        <translation>%s wählen, wer als Nächstes handelt</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No scene is being played.</source>
        <translation>Es wird keine Szene gespielt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No fight in this scene.
Start combat to track turns.</source>
        <translation>Kein Kampf in dieser Szene.
Kampf beginnen, um die Züge zu verfolgen.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>◀ to act</source>
        <translation>◀ am Zug</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Next: %s</source>
        <translation>Als Nächstes: %s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next turn</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the chosen combatant&apos;s turn; the arrow lists everyone who may go</source>
        <translation>Den Zug der gewählten Figur beginnen; der Pfeil listet alle, die dran sein dürfen</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Choose who takes the next turn (click a name)</source>
        <translation>Wählen Sie, wer den nächsten Zug macht (Namen anklicken)</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Everyone is in the fight</source>
        <translation>Alle sind im Kampf</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Take the next turn</source>
        <translation>Den nächsten Zug machen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Minor action</source>
        <translation>Nebenaktion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Major action</source>
        <translation>Hauptaktion</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> — %d Momentum</source>
        <translation> — %d Momentum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, +%d difficulty</source>
        <translation>, +%d Schwierigkeit</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Attack…</source>
        <translation>Angriff…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll an attack and deal its injury, as one undoable step</source>
        <translation>Einen Angriff würfeln und seine Verletzung zufügen, als ein Schritt, der sich rückgängig machen lässt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assist now (uses up their turn)</source>
        <translation>Jetzt helfen (verbraucht den Zug)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turns a round</source>
        <translation>Züge je Runde</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Defeated</source>
        <translation>Besiegt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mark defeated (hit, unconscious) or revived (first aid)</source>
        <translation>Als besiegt markieren (getroffen, bewusstlos) oder wiederbeleben (Erste Hilfe)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove from the fight</source>
        <translation>Aus dem Kampf nehmen</translation>
    </message>
</context>
<context>
    <name>TraitBoard</name>
    <message>
        <location filename="../../gmscreen/ui/playerview/board.py" line="+135"/>
        <source>No traits in play</source>
        <translation>Keine Merkmale im Spiel</translation>
    </message>
</context>
<context>
    <name>TraitBoardModel</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/trait_board_model.py" line="+331"/>
        <source>Folded: click to show its traits</source>
        <translation>Eingeklappt: klicken, um die Merkmale zu zeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open: click to fold</source>
        <translation>Offen: klicken zum Einklappen</translation>
    </message>
</context>
<context>
    <name>TraitCategory</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/trait_dialog.py" line="+24"/>
        <source>Location</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Situation</source>
        <translation>Lage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Personal</source>
        <translation>Persönlich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equipment</source>
        <translation>Ausrüstung</translation>
    </message>
</context>
<context>
    <name>TraitDialog</name>
    <message>
        <location line="+31"/>
        <source>Edit trait</source>
        <translation>Merkmal bearbeiten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add trait</source>
        <translation>Merkmal hinzufügen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. Dense fog 2 (a trailing number is its potency)</source>
        <translation>z. B. Dichter Nebel 2 (eine Zahl am Ende ist die Stärke)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nobody (the scene)</source>
        <translation>Niemand (die Szene)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Players can see it (shown on the player view)</source>
        <translation>Die Spieler können es sehen (in der Spieleransicht gezeigt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Potency</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owner</source>
        <translation>Besitzer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Polarity</source>
        <translation>Polung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Effect on tasks</source>
        <translation>Wirkung auf Proben</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A trait needs a name.</source>
        <translation>Ein Merkmal braucht einen Namen.</translation>
    </message>
</context>
<context>
    <name>TraitEffect</name>
    <message>
        <location line="-62"/>
        <source>Makes it possible</source>
        <translation>Macht sie möglich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Makes it impossible</source>
        <translation>Macht sie unmöglich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raises the difficulty</source>
        <translation>Erhöht die Schwierigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lowers the difficulty</source>
        <translation>Senkt die Schwierigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No effect</source>
        <translation>Keine Wirkung</translation>
    </message>
</context>
<context>
    <name>TraitList</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/sheet_fields.py" line="+29"/>
        <source>Drag a trait from the trait board onto a character to give it to them</source>
        <translation>Ein Merkmal von der Merkmalstafel auf eine Figur ziehen, um es ihr zu geben</translation>
    </message>
</context>
<context>
    <name>TraitVotePage</name>
    <message>
        <location filename="../../gmscreen/ui/hotcircle/end_of_session_pages.py" line="-13"/>
        <source>(keep every trait)</source>
        <translation>(alle Merkmale behalten)</translation>
    </message>
    <message>
        <location line="+147"/>
        <source>3. Trait vote</source>
        <translation>3. Abstimmung über Merkmale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A significant milestone was passed: hold a trait vote</source>
        <translation>Ein wichtiger Meilenstein wurde erreicht: über Merkmale abstimmen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Voter&lt;/b&gt;</source>
        <translation>&lt;b&gt;Abstimmender&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Remove&lt;/b&gt;</source>
        <translation>&lt;b&gt;Entfernen&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Add&lt;/b&gt;</source>
        <translation>&lt;b&gt;Hinzufügen&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> (deciding)</source>
        <translation> (entscheidend)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a new trait</source>
        <translation>ein neues Merkmal</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>No change proposed.</source>
        <translation>Keine Änderung vorgeschlagen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+3"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Removes: %s · adds: %s</source>
        <translation>Entfernt: %s · fügt hinzu: %s</translation>
    </message>
</context>
<context>
    <name>TraitsPanel</name>
    <message>
        <location filename="../../gmscreen/ui/rfi/traits.py" line="+133"/>
        <source>Traits in play</source>
        <translation>Merkmale im Spiel</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Trait</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Owner</source>
        <translation>Besitzer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seen by</source>
        <translation>Sichtbar für</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Add…</source>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a trait to the scene</source>
        <translation>Der Szene ein Merkmal hinzufügen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit the selected trait</source>
        <translation>Das gewählte Merkmal bearbeiten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>+1</source>
        <translation>+1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stack: raise the potency by 1</source>
        <translation>Stapeln: die Stärke um 1 erhöhen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>−1</source>
        <translation>−1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weaken: lower the potency by 1 (at 0 it goes)</source>
        <translation>Schwächen: die Stärke um 1 senken (bei 0 verschwindet es)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the trait out of play</source>
        <translation>Das Merkmal aus dem Spiel nehmen</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>Everyone</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GM only</source>
        <translation>Nur SL</translation>
    </message>
</context>
<context>
    <name>TurnStrip</name>
    <message>
        <location filename="../../gmscreen/ui/playerview/strip.py" line="+52"/>
        <source>Round %d</source>
        <translation>Runde %d</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Out of the fight</source>
        <translation>Aus dem Kampf</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%s is acting</source>
        <translation>%s ist am Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%s to act</source>
        <translation>%s ist am Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the round</source>
        <translation>Ende der Runde</translation>
    </message>
</context>
<context>
    <name>UndoNames</name>
    <message>
        <location filename="../../gmscreen/ui/shell/undo_names.py" line="+27"/>
        <source>start combat</source>
        <translation>Kampf beginnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end combat</source>
        <translation>Kampf beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end round %1</source>
        <translation>Runde %1 beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>next turn: %1</source>
        <translation>nächster Zug: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add %1 to the fight</source>
        <translation>%1 zum Kampf hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remove %1 from the fight</source>
        <translation>%1 aus dem Kampf nehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the players keep the initiative</source>
        <translation>die Spieler behalten die Initiative</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the NPCs keep the initiative</source>
        <translation>die NSC behalten die Initiative</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 assists</source>
        <translation>%1 hilft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>give %1 %2 turn(s) a round</source>
        <translation>%1 %2 Zug/Züge pro Runde geben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mark %1 defeated</source>
        <translation>%1 als besiegt markieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>revive %1</source>
        <translation>%1 wiederbeleben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 attacks %2</source>
        <translation>%1 greift %2 an</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end of scene: injuries</source>
        <translation>Szenenende: Verletzungen</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>set %1&apos;s %2 to %3</source>
        <translation>bei %1 %2 auf %3 setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edit %1&apos;s %2</source>
        <translation>bei %1 %2 bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remove %1 from %2</source>
        <translation>%1 von %2 entfernen</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>roll %1 against %2 (opposed check)</source>
        <translation>%1 gegen %2 würfeln (vergleichende Probe)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>roll %1 against %2 (variable check)</source>
        <translation>%1 gegen %2 würfeln (variable Probe)</translation>
    </message>
    <message>
        <location line="-162"/>
        <source>roll initiative</source>
        <translation>Initiative würfeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roll a challenge: %1 vs %2</source>
        <translation>Herausforderung würfeln: %1 gegen %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roll %1</source>
        <translation>%1 würfeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>succeed at cost</source>
        <translation>Erfolg mit Preis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>let the failure stand</source>
        <translation>Fehlschlag hinnehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set up challenge &apos;%1&apos;</source>
        <translation>Herausforderung „%1“ anlegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edit challenge &apos;%1&apos;</source>
        <translation>Herausforderung „%1“ bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attempt &apos;%1&apos;</source>
        <translation>„%1“ versuchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>players: attempt &apos;%1&apos;</source>
        <translation>Spieler: „%1“ versuchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opposition: attempt &apos;%1&apos;</source>
        <translation>Gegenseite: „%1“ versuchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reopen &apos;%1&apos;</source>
        <translation>„%1“ wieder öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>close &apos;%1&apos;</source>
        <translation>„%1“ versperren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>turn the challenge into a conflict</source>
        <translation>die Herausforderung zum Konflikt machen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end the challenge</source>
        <translation>die Herausforderung beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end scene, start %1</source>
        <translation>Szene beenden, %1 beginnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start scene %1</source>
        <translation>Szene %1 beginnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start episode %1</source>
        <translation>Episode %1 beginnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>place token</source>
        <translation>Marker platzieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>place %1 in %2</source>
        <translation>%1 in %2 platzieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move token</source>
        <translation>Marker bewegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sprint %1 to %2</source>
        <translation>%1 nach %2 sprinten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move %1 to %2</source>
        <translation>%1 nach %2 bewegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edit token %1</source>
        <translation>Marker %1 bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add map %1</source>
        <translation>Karte %1 hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show map %1 in %2</source>
        <translation>Karte %1 in %2 zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>import map %1</source>
        <translation>Karte %1 importieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add zone %1</source>
        <translation>Zone %1 hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>connect %1 and %2</source>
        <translation>%1 und %2 verbinden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set obstacles</source>
        <translation>Hindernisse setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clear obstacles</source>
        <translation>Hindernisse entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set map background</source>
        <translation>Kartenhintergrund setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clear map background</source>
        <translation>Kartenhintergrund entfernen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>change campaign settings</source>
        <translation>Kampagneneinstellungen ändern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add 1 Momentum</source>
        <translation>1 Momentum hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spend 1 Momentum</source>
        <translation>1 Momentum ausgeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add 1 Threat</source>
        <translation>1 Bedrohung hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spend 1 Threat</source>
        <translation>1 Bedrohung ausgeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>give %1 1 Fortune</source>
        <translation>%1 1 Fortuna geben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 spends 1 Fortune</source>
        <translation>%1 gibt 1 Fortuna aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>revert to the snapshot of %1</source>
        <translation>auf den Sicherungspunkt vom %1 zurücksetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edit attribute and skill names</source>
        <translation>Attribut- und Fertigkeitsnamen bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add season %1</source>
        <translation>Staffel %1 hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add episode %1</source>
        <translation>Episode %1 hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add scene %1</source>
        <translation>Szene %1 hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rename season %1</source>
        <translation>Staffel %1 umbenennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rename episode %1</source>
        <translation>Episode %1 umbenennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rename scene %1</source>
        <translation>Szene %1 umbenennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rename map to %1</source>
        <translation>Karte in %1 umbenennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rename %1&apos;s skill %2 to %3</source>
        <translation>bei %1 die Fertigkeit %2 in %3 umbenennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>delete zone %1</source>
        <translation>Zone %1 löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remove connection</source>
        <translation>Verbindung entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remove %1 from the map</source>
        <translation>%1 von der Karte nehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remove character %1</source>
        <translation>Figur %1 entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edit trait %1</source>
        <translation>Merkmal %1 bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remove trait %1</source>
        <translation>Merkmal %1 entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>give trait %1 to %2</source>
        <translation>Merkmal %1 an %2 geben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set %1&apos;s player to %2</source>
        <translation>Spieler von %1 auf %2 setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set %1&apos;s stress to %2</source>
        <translation>Stress von %1 auf %2 setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set %1&apos;s stress track to %2</source>
        <translation>Stressleiste von %1 auf %2 setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set %1&apos;s initiative modifier to %2</source>
        <translation>Initiativemodifikator von %1 auf %2 setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edit %1&apos;s injuries</source>
        <translation>Verletzungen von %1 bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edit %1&apos;s specialties</source>
        <translation>Spezialisierungen von %1 bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edit %1&apos;s truths</source>
        <translation>Wahrheiten von %1 bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add a skill to %1</source>
        <translation>%1 eine Fertigkeit hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>give %1 the skill %2 %3</source>
        <translation>%1 die Fertigkeit %2 %3 geben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remove %1&apos;s skill %2</source>
        <translation>von %1 die Fertigkeit %2 entfernen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>add character %1</source>
        <translation>Figur %1 hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add trait %1</source>
        <translation>Merkmal %1 hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rename %1 to %2</source>
        <translation>%1 in %2 umbenennen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>session break: everyone gains Luck</source>
        <translation>Sitzungspause: alle erhalten Glückspunkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 spends %2 Luck Point: %3</source>
        <translation>%1 gibt %2 Glückspunkt aus: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 spends %2 Luck Points: %3</source>
        <translation>%1 gibt %2 Glückspunkte aus: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 spends %2 Luck Point</source>
        <translation>%1 gibt %2 Glückspunkt aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 spends %2 Luck Points</source>
        <translation>%1 gibt %2 Glückspunkte aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set %1&apos;s Luck Points to %2</source>
        <translation>Glückspunkte von %1 auf %2 setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>change the Renaissance rule options</source>
        <translation>Renaissance-Regeloptionen ändern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid %1: %2</source>
        <translation>Gebot %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>abandon the challenge</source>
        <translation>Herausforderung abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the initiator declines to bid</source>
        <translation>der Initiator verzichtet aufs Bieten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the responder declines to bid</source>
        <translation>die antwortende Seite verzichtet aufs Bieten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the initiator fails with a refused bid</source>
        <translation>der Initiator scheitert mit einem abgelehnten Gebot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the responder fails with a refused bid</source>
        <translation>die antwortende Seite scheitert mit einem abgelehnten Gebot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>change the Firelock rules options</source>
        <translation>Firelock-Regeloptionen ändern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>obstacle test: %1</source>
        <translation>Hindernisprobe: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resources test: %1</source>
        <translation>Ressourcen-Probe: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>circles test: %1</source>
        <translation>Kreise-Probe: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wises test: %1</source>
        <translation>Kenner-Probe: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deeds test: %1</source>
        <translation>Taten-Probe: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>settle the test</source>
        <translation>Probe abschließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>award %1 fate and %2 persona</source>
        <translation>%1 Schicksal und %2 Persona vergeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>award %1 fate</source>
        <translation>%1 Schicksal vergeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>award %1 persona</source>
        <translation>%1 Persona vergeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clear condition %1</source>
        <translation>Zustand %1 aufheben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>upgrade %1</source>
        <translation>%1 heraufstufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reroll</source>
        <translation>neu würfeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reroll the task roll (advantage)</source>
        <translation>den Probenwurf neu würfeln (Vorteil)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reroll the task roll (disadvantage)</source>
        <translation>den Probenwurf neu würfeln (Nachteil)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reroll the task roll (persona point)</source>
        <translation>den Probenwurf neu würfeln (Persona-Punkt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reroll the task roll (fate point)</source>
        <translation>den Probenwurf neu würfeln (Schicksalspunkt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reroll the task roll (accepted compromise)</source>
        <translation>den Probenwurf neu würfeln (Kompromiss angenommen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reroll the obstacle roll (advantage)</source>
        <translation>den Hinderniswurf neu würfeln (Vorteil)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reroll the obstacle roll (disadvantage)</source>
        <translation>den Hinderniswurf neu würfeln (Nachteil)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reroll the obstacle roll (persona point)</source>
        <translation>den Hinderniswurf neu würfeln (Persona-Punkt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reroll the obstacle roll (fate point)</source>
        <translation>den Hinderniswurf neu würfeln (Schicksalspunkt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reroll the obstacle roll (accepted compromise)</source>
        <translation>den Hinderniswurf neu würfeln (Kompromiss angenommen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clear the spotlight</source>
        <translation>Rampenlicht löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spotlight on %1</source>
        <translation>Rampenlicht auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cut to %1</source>
        <translation>Schnitt zu %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end of session</source>
        <translation>Sitzungsende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>change when to cut scenes</source>
        <translation>ändern, wann Szenen geschnitten werden</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>roll %1&apos;s %2</source>
        <translation>%2 für %1 würfeln</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>upgrade %1&apos;s %2 with a Luck Point</source>
        <translation>%2 von %1 mit einem Glückspunkt verbessern</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>downgrade %1&apos;s %2 with a Luck Point</source>
        <translation>%2 von %1 mit einem Glückspunkt verschlechtern</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>upgrade %1&apos;s %2</source>
        <translation>%2 von %1 verbessern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>downgrade %1&apos;s %2</source>
        <translation>%2 von %1 verschlechtern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>upgrade the check</source>
        <translation>die Probe verbessern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>downgrade the check</source>
        <translation>die Probe verschlechtern</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>edit beliefs (%1)</source>
        <translation>Überzeugungen bearbeiten (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edit instincts (%1)</source>
        <translation>Instinkte bearbeiten (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edit traits (%1)</source>
        <translation>Merkmale bearbeiten (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set artha (%1)</source>
        <translation>Artha setzen (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add lifepath %1 (%2)</source>
        <translation>Lebensweg %1 hinzufügen (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edit lifepath %1 (%2)</source>
        <translation>Lebensweg %1 bearbeiten (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>remove lifepath %1 and its assets (%2)</source>
        <translation>Lebensweg %1 und seine Vorzüge entfernen (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>clear %1&apos;s tax (%2)</source>
        <translation>Belastung von %1 aufheben (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>note special item %1 (%2)</source>
        <translation>besonderen Gegenstand %1 notieren (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>note %1 %2 (%3)</source>
        <translation>%1 %2 notieren (%3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remove %1 (%2)</source>
        <translation>%1 entfernen (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>edit the situation</source>
        <translation>die Lage bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remove the tie %1 → %2</source>
        <translation>Beziehung %1 → %2 entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>flip the tie %1 → %2</source>
        <translation>Beziehung %1 → %2 umkehren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tie %1 → %2</source>
        <translation>Beziehung %1 → %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ZoneCover</name>
    <message>
        <location filename="../../gmscreen/ui/map/cover.py" line="+16"/>
        <source>light</source>
        <translation>leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>heavy</source>
        <translation>schwer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partial</source>
        <translation>teilweise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full</source>
        <translation>voll</translation>
    </message>
</context>
<context>
    <name>background</name>
    <message>
        <location filename="../../gmscreen/ui/map/background_image.py" line="+36"/>
        <source>That image is over %d MB: use a smaller one.</source>
        <translation>Dieses Bild ist größer als %d MB: bitte ein kleineres verwenden.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>That file is not an image the map can show.</source>
        <translation>Diese Datei ist kein Bild, das die Karte zeigen kann.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That image is %d × %d pixels: the map takes at most %d megapixels (%d on a side).</source>
        <translation>Dieses Bild hat %d × %d Pixel: die Karte nimmt höchstens %d Megapixel (%d je Seite).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>That image is damaged or cut short (%s).</source>
        <translation>Dieses Bild ist beschädigt oder abgeschnitten (%s).</translation>
    </message>
</context>
</TS>
