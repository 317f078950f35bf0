<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AttackDialog</name>
    <message numerus="yes">
        <location filename="../../gmscreen/ui/rfi/attack_dialog.py" line="+365"/>
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n success</numerusform>
            <numerusform>%n successes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardGrid</name>
    <message numerus="yes">
        <location filename="../../gmscreen/ui/playerview/cards.py" line="+173"/>
        <source>+ %n more</source>
        <translation>
            <numerusform>+ %n more</numerusform>
            <numerusform>+ %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChallengeNews</name>
    <message numerus="yes">
        <location filename="../../gmscreen/ui/rfi/challenges/news.py" line="+79"/>
        <source>%n interval(s)</source>
        <translation>
            <numerusform>%n interval</numerusform>
            <numerusform>%n intervals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Challenge set up: %n key task(s)</source>
        <translation>
            <numerusform>Challenge set up: %n key task</numerusform>
            <numerusform>Challenge set up: %n key tasks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExchangeView</name>
    <message numerus="yes">
        <location filename="../../gmscreen/ui/firelock/exchange_view.py" line="+99"/>
        <source>%1 leads after %n bid(s).</source>
        <translation>
            <numerusform>%1 leads after %n bid.</numerusform>
            <numerusform>%1 leads after %n bids.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Histogram</name>
    <message numerus="yes">
        <location filename="../../gmscreen/ui/rfi/odds_view.py" line="+41"/>
        <source>%n success(es): %1</source>
        <translation>
            <numerusform>%n success: %1</numerusform>
            <numerusform>%n successes: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportPreview</name>
    <message numerus="yes">
        <location filename="../../gmscreen/ui/map/import_preview.py" line="+51"/>
        <source>%n zone(s)</source>
        <translation>
            <numerusform>%n zone</numerusform>
            <numerusform>%n zones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n link</numerusform>
            <numerusform>%n links</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InitiativeNews</name>
    <message numerus="yes">
        <location filename="../../gmscreen/ui/renaissance/initiative_news.py" line="+41"/>
        <source>Turn order over after %n round(s)</source>
        <translation>
            <numerusform>Turn order over after %n round</numerusform>
            <numerusform>Turn order over after %n rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MapImporter</name>
    <message numerus="yes">
        <location filename="../../gmscreen/ui/map/importing.py" line="+102"/>
        <source>%n zone(s)</source>
        <translation>
            <numerusform>%n zone</numerusform>
            <numerusform>%n zones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n link</numerusform>
            <numerusform>%n links</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RenaissanceRollCounts</name>
    <message numerus="yes">
        <location filename="../../gmscreen/ui/renaissance/roll_lines.py" line="+48"/>
        <source>%1 after %n rounds</source>
        <translation>
            <numerusform>%1 after %n round</numerusform>
            <numerusform>%1 after %n rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RfiRollCounts</name>
    <message numerus="yes">
        <location filename="../../gmscreen/ui/rfi/roll_lines.py" line="+47"/>
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n success</numerusform>
            <numerusform>%n successes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n momentum</source>
        <translation>
            <numerusform>%n momentum</numerusform>
            <numerusform>%n momentum</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n complication(s)</source>
        <translation>
            <numerusform>%n complication</numerusform>
            <numerusform>%n complications</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TaskResultView</name>
    <message numerus="yes">
        <location filename="../../gmscreen/ui/rfi/task_result.py" line="+166"/>
        <source>%n success(es) against difficulty %1</source>
        <translation>
            <numerusform>%n success against difficulty %1</numerusform>
            <numerusform>%n successes against difficulty %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n complication(s) to settle</source>
        <translation>
            <numerusform>%n complication to settle</numerusform>
            <numerusform>%n complications to settle</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrackerNews</name>
    <message numerus="yes">
        <location filename="../../gmscreen/ui/rfi/tracker_news.py" line="+45"/>
        <source>Combat over after %n round(s)</source>
        <translation>
            <numerusform>Combat over after %n round</numerusform>
            <numerusform>Combat over after %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>%1 has %n turn(s) a round</source>
        <translation>
            <numerusform>%1 has %n turn a round</numerusform>
            <numerusform>%1 has %n turns a round</numerusform>
        </translation>
    </message>
</context>
</TS>
