<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<!-- English needs a translation only for its plurals: Qt's "%n thing(s)" source texts become
     "1 thing" / "2 things" here. Every other English text is its own source. -->
<context>
    <name>TaskResultView</name>
    <message numerus="yes">
        <source>%n success(es) against difficulty %1</source>
        <translation>
            <numerusform>%n success against difficulty %1</numerusform>
            <numerusform>%n successes against difficulty %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n complication(s) to settle</source>
        <translation>
            <numerusform>%n complication to settle</numerusform>
            <numerusform>%n complications to settle</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AttackDialog</name>
    <message numerus="yes">
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n success</numerusform>
            <numerusform>%n successes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportPreview</name>
    <message numerus="yes">
        <source>%n zone(s)</source>
        <translation>
            <numerusform>%n zone</numerusform>
            <numerusform>%n zones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n link</numerusform>
            <numerusform>%n links</numerusform>
        </translation>
    </message>
</context>
</TS>
